/**
 * The byte budgets `npm run bench` enforces (gzip -9 of each script, summed) and the Lighthouse
 * targets it holds each page's medians to. Each figure is printed beside its target, and a budget
 * exceeded or a target missed fails the bench (exit code 1). Lighthouse simulates a slow phone on a
 * shared machine, so a miss is judged on the medians of several runs, never in a timed test.
 */

const KB = 1024;

export const BUDGETS = {
  /** `/` on a first visit: the page most visitors open first. */
  home: { jsBytes: 200 * KB, scripts: 15 },
  /** Every other measured page on a first visit. */
  page: { jsBytes: 300 * KB },
  /** New JavaScript one client-side move from a loaded page costs. */
  move: { jsBytes: 40 * KB },
} as const;

/** What a page's Lighthouse medians must reach; a figure left out is printed, not held. */
export interface LighthouseTarget {
  score: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}

export const TARGETS = {
  /** Every public page on a phone (Lighthouse's mobile profile), `/` included. */
  publicPage: { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 },
  /** `/` on a desktop too. */
  homeDesktop: { score: 100 },
  /** A member's page, signed in, on a phone. */
  memberPage: { score: 90 },
} as const satisfies Record<string, LighthouseTarget>;

/** A page's Lighthouse medians, as the bench reads them. */
export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Every figure of `figures` that misses `target`, one line each; empty when all are met. */
export function missedTargets(
  page: string,
  figures: LighthouseFigures,
  target: LighthouseTarget,
): string[] {
  const misses: string[] = [];
  if (!(figures.score >= target.score)) {
    misses.push(`${page}: score ${figures.score}, target ${target.score}`);
  }
  if (target.lcpMs !== undefined && !(figures.lcpMs <= target.lcpMs)) {
    misses.push(`${page}: LCP ${seconds(figures.lcpMs)}, target ${seconds(target.lcpMs)}`);
  }
  if (target.tbtMs !== undefined && !(figures.tbtMs <= target.tbtMs)) {
    misses.push(`${page}: TBT ${Math.round(figures.tbtMs)} ms, target ${target.tbtMs} ms`);
  }
  if (target.cls !== undefined && !(figures.cls <= target.cls)) {
    misses.push(`${page}: CLS ${figures.cls.toFixed(3)}, target ${target.cls}`);
  }
  return misses;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** What a first visit of a page loaded. */
export interface FirstVisit {
  route: string;
  jsBytes: number;
  scripts: number;
}

/** What a client-side move from one loaded page to another added. */
export interface Move {
  from: string;
  to: string;
  jsBytes: number;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** `/` is held to the home budget, every other page to the page budget. */
export function firstVisitOverBudget(visit: FirstVisit): string[] {
  const home = visit.route === '/';
  const jsBytes = home ? BUDGETS.home.jsBytes : BUDGETS.page.jsBytes;
  const problems: string[] = [];
  if (visit.jsBytes > jsBytes) {
    problems.push(`${visit.route}: ${kb(visit.jsBytes)} of JavaScript, budget ${kb(jsBytes)}`);
  }
  if (home && visit.scripts > BUDGETS.home.scripts) {
    problems.push(`${visit.route}: ${visit.scripts} scripts, budget ${BUDGETS.home.scripts}`);
  }
  return problems;
}

export function moveOverBudget(move: Move): string[] {
  return move.jsBytes > BUDGETS.move.jsBytes
    ? [
        `${move.from} → ${move.to}: ${kb(move.jsBytes)} of new JavaScript, budget ${kb(BUDGETS.move.jsBytes)}`,
      ]
    : [];
}

/** Every budget the measurements exceed, one line each; empty when all are within budget. */
export function overBudget(visits: FirstVisit[], moves: Move[]): string[] {
  return [...visits.flatMap(firstVisitOverBudget), ...moves.flatMap(moveOverBudget)];
}

/** The middle value of an odd count, the mean of the two middle ones of an even count. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}
