// @vitest-environment jsdom
import { BUILD_ID_META } from '@/config/constants';

/** `env` as a page whose head holds `meta` (or nothing) reads it on loading. */
async function envOfPage(meta?: string) {
  document.head.replaceChildren();
  if (meta !== undefined) {
    const element = document.createElement('meta');
    element.name = BUILD_ID_META;
    element.content = meta;
    document.head.append(element);
  }
  vi.resetModules();
  return (await import('@/config/env')).env;
}

describe("the build's id", () => {
  afterEach(() => document.head.replaceChildren());

  it('is the one index.html was written with', async () => {
    expect((await envOfPage('0.1.0+abc1234.mxc0')).buildId).toBe('0.1.0+abc1234.mxc0');
  });

  it('is "unknown" in a page that carries none, never empty', async () => {
    expect((await envOfPage()).buildId).toBe('unknown');
    expect((await envOfPage('')).buildId).toBe('unknown');
  });
});
