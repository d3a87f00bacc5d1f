// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import {
  LINKS_PER_TASK,
  preloadInSteps,
  SHEET_COST,
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

/** Messages posted on a MessageChannel, delivered one per call of `nextTask`, as the page's tasks. */
const posted: (() => void)[] = [];
class QueuedChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = {
    postMessage: () => {
      posted.push(() => this.port1.onmessage?.());
    },
  };
}
function nextTask(): void {
  posted.shift()?.();
}

describe("Vite's preload helper, its links added a few per task", () => {
  beforeEach(() => {
    // Timers paused all along: a step waits for none (a hidden tab throttles them, a test's clock
    // may stop them, and the helper waits for its style sheets).
    vi.useFakeTimers();
    vi.stubGlobal('MessageChannel', QueuedChannel);
    posted.length = 0;
    document.head.replaceChildren();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
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

  it('adds the links a task at a time, the style sheets first and in order, every one in the end', () => {
    const code = withPreloadsInSteps(HELPER);
    const add = new Function(`${code};return add;`)() as (href: string, isCss?: boolean) => void;
    const hrefs = (rel: string) =>
      [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) =>
        link.getAttribute('href'),
      );
    const sheetsPerTask = Math.floor(LINKS_PER_TASK / SHEET_COST);
    const sheets = sheetsPerTask + 1;
    const modules = 2 * LINKS_PER_TASK;

    for (let index = 0; index < modules; index += 1) add(`/assets/c${index}.js`);
    for (let index = 0; index < sheets; index += 1) add(`/assets/s${index}.css`, true);

    // Nothing in the calling task, the task that imports a page.
    expect(linksOf('stylesheet') + linksOf('modulepreload')).toBe(0);
    nextTask();
    expect(linksOf('stylesheet')).toBe(sheetsPerTask);
    expect(linksOf('modulepreload')).toBe(0);
    nextTask();
    // The last sheet, then module preloads with what is left of the task's budget.
    expect(hrefs('stylesheet')).toEqual(
      Array.from({ length: sheets }, (_, index) => `/assets/s${index}.css`),
    );
    const afterSheet = LINKS_PER_TASK - SHEET_COST;
    expect(linksOf('modulepreload')).toBe(afterSheet);
    nextTask();
    expect(linksOf('modulepreload')).toBe(afterSheet + LINKS_PER_TASK);
    while (posted.length > 0) nextTask();
    expect(vi.getTimerCount()).toBe(0);
    expect(hrefs('modulepreload')).toEqual(
      Array.from({ length: modules }, (_, index) => `/assets/c${index}.js`),
    );
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
