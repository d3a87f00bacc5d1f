// @vitest-environment jsdom
// Reloads are remembered in sessionStorage.
import { http, HttpResponse } from 'msw';

import {
  CHUNK_RELOAD_FLAG,
  decideChunkRecovery,
  recoverFromChunkError,
} from '@/app/lazy/chunk-recovery';
import { env } from '@/config/env';
import { withChunkTimeout } from '@/lib/lazy-part/chunk-timeout';
import { server } from '@mock/node';

describe('decideChunkRecovery', () => {
  it('reloads when a different build is deployed and the tab has not reloaded yet', () => {
    expect(
      decideChunkRecovery({
        deployedBuildId: 'new',
        currentBuildId: 'old',
        alreadyReloaded: false,
      }),
    ).toBe('reload');
  });

  it('shows the panel when the deployed build is the running one', () => {
    expect(
      decideChunkRecovery({
        deployedBuildId: 'same',
        currentBuildId: 'same',
        alreadyReloaded: false,
      }),
    ).toBe('panel');
  });

  it('shows the panel when the tab already reloaded once', () => {
    expect(
      decideChunkRecovery({ deployedBuildId: 'new', currentBuildId: 'old', alreadyReloaded: true }),
    ).toBe('panel');
  });

  it('shows the panel when the deployed version is unknown', () => {
    expect(
      decideChunkRecovery({
        deployedBuildId: undefined,
        currentBuildId: 'old',
        alreadyReloaded: false,
      }),
    ).toBe('panel');
  });
});

describe('recoverFromChunkError', () => {
  const deployed = (buildId: string) =>
    server.use(http.get('*/version.json', () => HttpResponse.json({ version: '0.1.0', buildId })));

  it('reloads once per tab session after a deploy', async () => {
    deployed(`${env.buildId}-next`);
    const reload = vi.fn();

    await expect(recoverFromChunkError(reload)).resolves.toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe(`${env.buildId}-next`);

    await expect(recoverFromChunkError(reload)).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when no new build is deployed', async () => {
    deployed(env.buildId);
    const reload = vi.fn();
    await expect(recoverFromChunkError(reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });

  it('does not reload when version.json cannot be read', async () => {
    server.use(http.get('*/version.json', () => new HttpResponse('<html>', { status: 404 })));
    const reload = vi.fn();
    await expect(recoverFromChunkError(reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when session storage cannot remember the reload', async () => {
    deployed(`${env.buildId}-next`);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const reload = vi.fn();
    try {
      await expect(recoverFromChunkError(reload)).resolves.toBe(false);
    } finally {
      setItem.mockRestore();
    }
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('withChunkTimeout', () => {
  it('rejects when the import takes longer than the time-out', async () => {
    await expect(withChunkTimeout(new Promise(() => undefined), 10)).rejects.toThrow(/timed out/);
  });

  it('resolves with the module when it arrives in time', async () => {
    await expect(withChunkTimeout(Promise.resolve('module'), 1000)).resolves.toBe('module');
  });
});
