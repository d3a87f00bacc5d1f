import type { Plugin } from 'vite';

/** Vite's preload helper adds each file a lazy chunk needs as a `<link>` to the head, here. */
const HELPER_APPEND = /document\.head\.appendChild\(([A-Za-z_$][\w$]*)\)/g;

/**
 * What a task adds at most, in module preloads: each starts a request (0.2–0.45 ms of the main
 * thread here, 0.5–0.8 ms in Lighthouse's traced runs).
 */
export const LINKS_PER_TASK = 6;

/**
 * What a style sheet's link costs, in module preloads: adding one also registers a pending sheet
 * with the style engine, 2.5–3.5 ms each in Lighthouse's traced runs (six of them made 21 ms of a
 * 54 ms task on the member centre).
 */
export const SHEET_COST = 3;

/**
 * Declared after the helper's chunk's code (function declarations are hoisted, and the lines the
 * source map describes stay where they were): the links queued and added a task's worth at a time
 * (LINKS_PER_TASK, a style sheet counting SHEET_COST), a macrotask each, so that input and
 * rendering can run between them. Style sheets go first, in their order: the helper waits for them
 * before it imports the chunk, while a module preload only fetches ahead. The queue's state is
 * kept on the first function (the chunk's own names are minified and cannot clash with these).
 */
const QUEUE = `
function __tradingPreloadLater(link) {
  const queue = __tradingPreloadLater;
  (link.rel === 'stylesheet' ? (queue.sheets ||= []) : (queue.modules ||= [])).push(link);
  if (!queue.stepping) {
    queue.stepping = true;
    __tradingPreloadNext();
  }
}
function __tradingPreloadNext() {
  const queue = __tradingPreloadLater;
  // A message to itself, not a timer: the helper waits for the sheets, and a hidden tab throttles
  // timers (a paused clock stops them).
  if (!queue.channel) {
    queue.channel = new MessageChannel();
    queue.channel.port1.onmessage = __tradingPreloadStep;
  }
  queue.channel.port2.postMessage(0);
}
function __tradingPreloadStep() {
  const queue = __tradingPreloadLater;
  const sheets = queue.sheets || [];
  const modules = queue.modules || [];
  let budget = ${LINKS_PER_TASK};
  while (sheets.length > 0 && budget >= ${SHEET_COST}) {
    document.head.appendChild(sheets.shift());
    budget -= ${SHEET_COST};
  }
  // A module preload waits until every sheet before it is in.
  if (sheets.length === 0) {
    while (modules.length > 0 && budget > 0) {
      document.head.appendChild(modules.shift());
      budget -= 1;
    }
  }
  queue.stepping = sheets.length > 0 || modules.length > 0;
  if (queue.stepping) __tradingPreloadNext();
}
`;

/**
 * The helper's code with its links queued. `undefined` when the code holds no helper.
 */
export function withPreloadsInSteps(code: string): string | undefined {
  const appends = [...code.matchAll(HELPER_APPEND)];
  if (appends.length === 0 || !code.includes('modulepreload')) return undefined;
  if (appends.length > 1)
    throw new Error('more than one document.head.appendChild beside the preload helper');
  const replaced = code.replace(
    HELPER_APPEND,
    (_, link: string) => `__tradingPreloadLater(${link})`,
  );
  return replaced + QUEUE;
}

/**
 * A page's lazy chunk names every file it needs (24–45 on a list or detail page), and Vite's helper
 * adds a `<link>` for each in one task: 17–24 ms of main thread on this machine, four times that on
 * Lighthouse's phone, in the task that starts the page. The helper's links are queued and added a
 * few per task instead, the style sheets first (decisions D276, D281). The build fails if the
 * helper cannot be found.
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
