// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import {
  LINKS_PER_TASK,
  preloadInSteps,
  withPreloadsInSteps,
} from '../../../build/preload-in-steps';

/** Vite's own preload helper, as its build plugin writes it into a chunk (before minifying). */
function vitePreloadHelper(): string {
  const chunks = join(dirname(createRequire(import.meta.url).resolve('vite')), 'chunks');
  for (const file of readdirSync(chunks)) {
    const text = readFileSync(join(chunks, file), 'utf8');
    const start = text.indexOf('function preload(baseModule, deps, importerUrl)');
    if (start >= 0) return text.slice(start, text.indexOf('\nfunction ', start + 1));
  }
  throw new Error("Vite's preload helper was not found");
}

/** A helper reduced to what the step rewrites: one link added to the head per call. */
const HELPER =
  'var scriptRel=`modulepreload`;' +
  'function add(href,isCss){const t=document.createElement(`link`);' +
  't.rel=isCss?`stylesheet`:scriptRel;t.href=href;document.head.appendChild(t),isCss}';

function linksOf(rel: string): number {
  return document.head.querySelectorAll(`link[rel="${rel}"]`).length;
}

describe("Vite's preload helper, its module preloads added a few per task", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
  });

  it('still adds each link with one document.head.appendChild, which the step rewrites', () => {
    // An upgrade that adds links otherwise would leave them all in one task again (the build fails).
    const helper = vitePreloadHelper();
    expect(helper.match(/document\.head\.appendChild\(/g)).toHaveLength(1);
    expect(withPreloadsInSteps(`${helper}\nconst r = "modulepreload";`)).toContain(
      '__tradingPreloadLater(link)',
    );
  });

  it('adds a style sheet at once and the module preloads LINKS_PER_TASK per task, every one in the end', () => {
    const code = withPreloadsInSteps(HELPER);
    const add = new Function(`${code};return add;`)() as (href: string, isCss?: boolean) => void;

    for (let index = 0; index < 2 * LINKS_PER_TASK + 2; index += 1) add(`/assets/c${index}.js`);
    add('/assets/page.css', true);

    expect(linksOf('stylesheet')).toBe(1);
    expect(linksOf('modulepreload')).toBe(0);
    vi.advanceTimersToNextTimer();
    expect(linksOf('modulepreload')).toBe(LINKS_PER_TASK);
    vi.advanceTimersToNextTimer();
    expect(linksOf('modulepreload')).toBe(2 * LINKS_PER_TASK);
    vi.advanceTimersToNextTimer();
    expect(linksOf('modulepreload')).toBe(2 * LINKS_PER_TASK + 2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves code without the helper alone, and refuses a second head append beside it', () => {
    expect(withPreloadsInSteps('document.body.appendChild(x)')).toBeUndefined();
    expect(withPreloadsInSteps('document.head.appendChild(x)')).toBeUndefined();
    expect(() => withPreloadsInSteps(`${HELPER};document.head.appendChild(y)`)).toThrow(
      /more than one/,
    );
  });
});

describe('the build step', () => {
  type GenerateBundle = {
    handler: (
      this: { error: (message: string) => never },
      options: unknown,
      bundle: object,
    ) => void;
  };
  const step = preloadInSteps().generateBundle as unknown as GenerateBundle;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };

  it('rewrites the chunk that holds the helper', () => {
    const shell = { type: 'chunk', code: HELPER };
    const page = { type: 'chunk', code: 'export const page = 1;' };
    step.handler.call(context, {}, { 'shell.js': shell, 'page.js': page });

    expect(shell.code).toContain('__tradingPreloadLater(t)');
    expect(page.code).toBe('export const page = 1;');
  });

  it('fails a build whose chunks hold no helper it can rewrite, and passes an empty one', () => {
    const page = { type: 'chunk', code: 'export const page = 1;' };
    expect(() => step.handler.call(context, {}, { 'page.js': page })).toThrow(/found in 0 chunks/);
    expect(() => step.handler.call(context, {}, {})).not.toThrow();
  });
});
