// Part of `npm run bench`: how long the mock back end takes to seed its database (resetDb), the
// median of RUNS after one warm-up. The unit tests reseed after every test that used the mock, so a slow seed is paid
// thousands of times per run: over LIMIT_MS the bench fails (60–70 ms here, 2 cores).
import { performance } from 'node:perf_hooks';

import { installDomains, resetDb } from '../mock/core/store.ts';
import { domains } from '../mock/domains/index.ts';

const RUNS = 7;
const LIMIT_MS = 250;

/** Prints the median seed time; returns false when it is over the limit. */
export function benchSeed(): boolean {
  installDomains(domains);
  resetDb();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    resetDb();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  const within = median <= LIMIT_MS;
  console.log(
    `\nMock seed (resetDb): median ${median.toFixed(0)} ms of ${RUNS} runs, limit ${LIMIT_MS} ms` +
      (within ? '' : ' — OVER'),
  );
  return within;
}
