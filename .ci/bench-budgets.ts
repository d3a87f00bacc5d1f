/**
 * The byte budgets `npm run bench` enforces (gzip -9 of each script, summed), and the Lighthouse
 * targets it prints beside each measurement. A budget exceeded fails the bench; a score is measured
 * under simulated throttling on a shared machine, so a missed target is reported, not failed.
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

export const TARGETS = {
  home: { mobile: 95, desktop: 100, lcpMs: 2000, tbtMs: 150, cls: 0.02 },
  page: { mobile: 90, cls: 0.02 },
} as const;

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
