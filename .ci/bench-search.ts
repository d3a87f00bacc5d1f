// Part of `npm run bench`: how fast the mock answers the schedule and HS code searches (the limit
// is 200 ms). The server runs with no added latency, so the time is the mock's own work plus
// HTTP on this machine: each query is asked RUNS times after one warm-up; median and slowest printed.
import { performance } from 'node:perf_hooks';

import { API_PREFIX } from '../src/contract/http.ts';

const LIMIT_MS = 200;
const RUNS = 15;

/** Real searches a user makes: lanes, a port alone over three months, a week, codes and words. */
const QUERIES: readonly (readonly [label: string, path: string])[] = [
  [
    'schedule: Shanghai → Rotterdam, next 4 weeks',
    '/trading/api/schedule/page?pol=CNSHA&pod=NLRTM',
  ],
  [
    'schedule: from Shanghai, 92 days, by transit',
    '/trading/api/schedule/page?pol=CNSHA&etdFrom=2026-12-01&etdTo=2027-03-02&sort=transit&current=5',
  ],
  [
    'schedule: to Los Angeles, by ETA desc',
    '/trading/api/schedule/page?pod=USLAX&etdFrom=2026-12-01&etdTo=2027-02-28&sort=eta&order=desc',
  ],
  ['schedule: week from Ningbo', '/trading/api/schedule/week?pol=CNNGB&weekStart=2026-12-07'],
  ['hs: keyword 手机', `/trading/api/hs/search?keyword=${encodeURIComponent('手机')}`],
  ['hs: keyword cotton', '/trading/api/hs/search?keyword=cotton&size=50'],
  ['hs: prefix 8517', '/trading/api/hs/search?keyword=8517'],
  ['hs: prefix 61 (chapter)', '/trading/api/hs/search?keyword=61&size=50'],
  ['hs: tree of chapter 85', '/trading/api/hs/tree?parent=85'],
];

async function timeOnce(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Language': 'zh-CN' } });
  const body = (await response.json()) as { code: number; message: string };
  const elapsed = performance.now() - started;
  if (body.code !== 200) throw new Error(`${url} answered ${body.code} ${body.message}`);
  return elapsed;
}

/** Prints the timings; returns false when a median is over the limit. */
export async function benchSearches(base: string): Promise<boolean> {
  console.log(
    `\nMock search answers (no added latency; ${RUNS} runs each, limit ${LIMIT_MS} ms)\n`,
  );
  let within = true;
  for (const [label, path] of QUERIES) {
    const url = `${base}${API_PREFIX}${path}`;
    await timeOnce(url);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await timeOnce(url));
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
    const slowest = times.at(-1) ?? Number.NaN;
    if (median > LIMIT_MS) within = false;
    console.log(
      `  ${label.padEnd(48)} median ${median.toFixed(1).padStart(6)} ms   slowest ${slowest.toFixed(1).padStart(6)} ms`,
    );
  }
  console.log(`Searches: ${within ? `every median within ${LIMIT_MS} ms` : `OVER ${LIMIT_MS} ms`}`);
  return within;
}
