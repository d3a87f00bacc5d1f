import type { Plugin } from 'vite';

/** Vite's preload helper adds each file a lazy chunk needs as a `<link>` to the head, here. */
const HELPER_APPEND = /document\.head\.appendChild\(([A-Za-z_$][\w$]*)\)/g;

/** Links a task adds at most: each costs 0.2–0.45 ms of the main thread (a request is started). */
export const LINKS_PER_TASK = 6;

/**
 * Declared after the helper's chunk's code (function declarations are hoisted, and the lines the
 * source map describes stay where they were): the module preloads queued, added `LINKS_PER_TASK`
 * per task, a macrotask each, so that input and rendering can run between them.
 */
const QUEUE = [
  '\nfunction __tradingPreloadLater(l){',
  '(__tradingPreloadLater.q||=[]).push(l)===1&&setTimeout(__tradingPreloadStep)}',
  'function __tradingPreloadStep(){const q=__tradingPreloadLater.q;',
  `for(const l of q.splice(0,${LINKS_PER_TASK}))document.head.appendChild(l);`,
  'q.length&&setTimeout(__tradingPreloadStep)}\n',
].join('');

/**
 * The helper's code with its module preloads queued; its style sheets are still added at once (the
 * helper waits for them before it imports the chunk). `undefined` when the code holds no helper.
 */
export function withPreloadsInSteps(code: string): string | undefined {
  const appends = [...code.matchAll(HELPER_APPEND)];
  if (appends.length === 0 || !code.includes('modulepreload')) return undefined;
  if (appends.length > 1)
    throw new Error('more than one document.head.appendChild beside the preload helper');
  const replaced = code.replace(
    HELPER_APPEND,
    (_, link: string) =>
      `(${link}.rel==="stylesheet"?document.head.appendChild(${link}):__tradingPreloadLater(${link}))`,
  );
  return replaced + QUEUE;
}

/**
 * A page's lazy chunk names every file it needs (24–45 on a list or detail page), and Vite's helper
 * adds a `<link rel="modulepreload">` for each in one task: 17–24 ms of main thread on this
 * machine, four times that on Lighthouse's phone, in the task that starts the page. The helper's
 * module preloads are queued and added a few per task instead (decision D276); the style sheets,
 * which the helper waits for, are added at once. The build fails if the helper cannot be found.
 */
export function preloadInSteps(): Plugin {
  return {
    name: 'trading:preload-in-steps',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        let found = 0;
        let chunks = 0;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks += 1;
          const code = withPreloadsInSteps(output.code);
          if (code === undefined) continue;
          output.code = code;
          found += 1;
        }
        // The small-chunk plan's first build writes nothing (its bundle is emptied before this).
        if (chunks > 0 && found !== 1)
          this.error(`Vite's preload helper was found in ${found} chunks, not 1`);
      },
    },
  };
}
