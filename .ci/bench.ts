// npm run bench: builds the app, serves the build with the mock back end at its default latency
// (80–300 ms, like a real back end) and prints
//  1. what a first visit of each public page (bench-public-pages.ts) loads: gzip -9 JavaScript (and how much of it is the
//     catalogue's texts) and CSS, script count;
//  2. what the common client-side moves add (home → market, home → tender hall, tender hall →
//     tender detail, market → listing);
//  3. every byte budget exceeded (bench-budgets.ts): exit code 1 when one is;
//  4. how fast the mock answers the schedule and HS code searches (bench-search.ts; exit code 1
//     when a median is over its limit), and how long a list export takes to write 10,000 rows
//     (bench-export.ts; printed only), and how long the mock takes to seed its database
//     (bench-seed.ts; exit code 1 over its limit);
//  5. Interaction to Next Paint of a member's typing and choosing, worst of five runs at 4× CPU
//     slowdown, against 200 ms (bench-inp.ts; exit code 1 when one is over), and the first press
//     on a market filter to its drop-down painted (bench-first-press.ts; printed only);
//  6. Lighthouse (performance; mobile for every public page, desktop too for `/`): the median
//     score, LCP, TBT and CLS of BENCH_RUNS runs (default 3) beside their targets, and the LCP
//     element; then the member pages, each run signed in (bench-members.ts); exit code 1 when a
//     target is missed.
// Env: CHROMIUM_PATH (see tests/tools/browser.ts), BENCH_SKIP_BUILD=1 to measure the current dist/
// (or BENCH_DIST=<folder>, another production build, to compare two builds),
// BENCH_RUNS=n Lighthouse runs per page, BENCH_LIGHTHOUSE=0 to skip Lighthouse (=members to measure
// only the member pages, signed in: bench-members.ts; =public only the public ones), BENCH_INP=0 to skip the interactions,
// BENCH_HTTP2=1 to
// run Lighthouse a second time through nginx with TLS and HTTP/2 (bench-http2.ts), as a site
// deployed with TLS serves the app; the targets are judged on the first run.
// Run through tsx: npm run bench.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

import { LOCAL_HOST } from '../build/settings.ts';
import { TEST_BUILD_ENV } from '../scripts/test-build-env.ts';
import {
  CHROMIUM_ARGS,
  findLocalBrowser,
  runsAsRoot,
  type Browser,
} from '../tests/tools/browser.ts';
import { missedTargets, overBudget, TARGETS, type LighthouseTarget } from './bench-budgets.ts';
import { benchExport } from './bench-export.ts';
import { benchFirstPress, printFirstPress } from './bench-first-press.ts';
import { startHttp2Proxy } from './bench-http2.ts';
import { benchInp, printInp } from './bench-inp.ts';
import {
  lighthouse,
  type FormFactor,
  type LighthouseOptions,
  type LighthouseResult,
} from './bench-lighthouse.ts';
import { prepareMemberState } from './bench-member-state.ts';
import { signInMembers } from './bench-members.ts';
import { firstVisit, move, type Move, type Visit } from './bench-pages.ts';
import { publicPages } from './bench-public-pages.ts';
import { benchSearches } from './bench-search.ts';
import { benchSeed } from './bench-seed.ts';
import { benchSitting, printSitting } from './bench-sitting.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The common moves: from a loaded page, the first link matching the selector. */
const MOVES: readonly (readonly [from: string, link: string])[] = [
  ['/', 'header a[href="/business/market"]'],
  ['/', 'main a[href="/business/tendering"]'],
  ['/business/tendering', 'main a[href^="/business/tendering/"]'],
  ['/business/market', 'main a[href^="/business/marketDetail"]'],
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const found = findLocalBrowser();
if ('problem' in found) {
  console.error(found.problem);
  process.exit(1);
}
const BROWSER: Browser = found;
/** The same Chromium flags as the end-to-end tests: no sandbox as root, no GPU, no calls home. */
const CHROME_FLAGS = [...CHROMIUM_ARGS, ...(runsAsRoot ? ['--no-sandbox'] : [])];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface Server {
  base: string;
  stop: () => void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, LOCAL_HOST, () => {
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('no port'));
      server.close(() => resolve(address.port));
    });
  });
}

/** dist/ and the mock back end on a free port; `latency` is MOCK_LATENCY_MS (its default if absent). */
async function startMockServer(latency: string | undefined): Promise<Server> {
  const port = await freePort();
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const env = { ...process.env };
  if (latency === undefined) delete env.MOCK_LATENCY_MS;
  else env.MOCK_LATENCY_MS = latency;
  const child = spawn(
    tsx,
    ['mock/http-server.ts', '--static', process.env.BENCH_DIST ?? 'dist', '--port', String(port)],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://${LOCAL_HOST}:${port}`;
  for (let waited = 0; waited < 30_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the mock server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/version.json`);
      if (response.ok) return { base, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error('the mock server did not start within 30 s');
}

type Cell = string | number;

function printTable(header: readonly string[], lines: readonly (readonly Cell[])[]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => String(line[column]).length)),
  );
  const format = (cells: readonly Cell[]) =>
    cells
      .map((cell, column) =>
        column < 2
          ? String(cell).padEnd(widths[column] ?? 0)
          : String(cell).padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

interface Measured {
  visits: Visit[];
  moves: Move[];
}

async function measureBytes(base: string): Promise<Measured> {
  const browser = await chromium.launch({
    executablePath: BROWSER.executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    chromiumSandbox: !runsAsRoot,
  });
  try {
    const moves: Move[] = [];
    for (const [from, link] of MOVES) moves.push(await move(browser, base, from, link));
    const visits: Visit[] = [];
    for (const route of await publicPages(base)) {
      visits.push(await firstVisit(browser, base, route));
    }
    return { visits, moves };
  } finally {
    await browser.close();
  }
}

function printBytes({ visits, moves }: Measured, base: string): void {
  console.log(`\nFirst visits (fresh browser, gzip -9 of each file, summed), ${base}\n`);
  printTable(
    ['page', 'lands on', 'scripts', 'JS KB', 'texts KB', 'CSS files', 'CSS KB'],
    visits.map((visit) => [
      visit.route,
      visit.landed === visit.route ? 'same' : visit.landed,
      visit.scripts,
      kb(visit.jsBytes),
      kb(visit.textBytes),
      visit.styles,
      kb(visit.cssBytes),
    ]),
  );
  console.log('\nClient-side moves (new files only)\n');
  printTable(
    ['from', 'to', 'scripts', 'JS KB', 'texts KB', 'CSS KB'],
    moves.map((step) => [
      step.from,
      step.to,
      step.scripts,
      kb(step.jsBytes),
      kb(step.textBytes),
      kb(step.cssBytes),
    ]),
  );
  console.log('\nLargest files of /:');
  for (const file of visits[0]?.files.slice(0, 8) ?? []) {
    console.log(`  ${kb(file.gzip).padStart(7)} KB  ${file.file}`);
  }
}

interface LighthouseRow {
  page: string;
  profile: FormFactor;
  target: LighthouseTarget;
  result: LighthouseResult | { error: string };
}

/** A median beside its target: `93 / 95`, or the median alone when it has none. */
const beside = (value: string, target: number | undefined, format: (n: number) => string) =>
  target === undefined ? value : `${value} / ${format(target)}`;
const secondsOf = (ms: number) => (ms / 1000).toFixed(2);

/**
 * The rows' medians beside their targets, then every target missed (a page Lighthouse could not
 * measure is one); false when any is.
 */
function printLighthouse(rows: readonly LighthouseRow[]): boolean {
  console.log(`\nLighthouse performance (median of ${RUNS}; each figure / its target)\n`);
  printTable(
    [
      'page',
      'profile',
      'score',
      'runs',
      'LCP s',
      'TBT ms',
      'TBT on CPU',
      'CLS',
      'main s (CPU)',
      'kernel s',
      'LCP element',
    ],
    rows.map(({ page, profile, target, result }) =>
      'error' in result
        ? [page, profile, 'failed', '', '', '', '', '', '', '', result.error.slice(0, 120)]
        : [
            page,
            profile,
            beside(String(result.score), target.score, String),
            result.scores.join(' '),
            beside(secondsOf(result.lcpMs), target.lcpMs, secondsOf),
            beside(String(Math.round(result.tbtMs)), target.tbtMs, String),
            result.mainThread ? String(Math.round(result.mainThread.cpuBlockingMs)) : 'n/a',
            beside(result.cls.toFixed(3), target.cls, String),
            result.mainThread
              ? `${secondsOf(result.mainThread.wallMs)} (${secondsOf(result.mainThread.cpuMs)})`
              : 'n/a',
            result.kernelMs === undefined ? 'n/a' : secondsOf(result.kernelMs),
            result.lcpElement,
          ],
    ),
  );
  const misses = rows.flatMap(({ page, profile, target, result }) =>
    'error' in result
      ? [`${page} (${profile}): not measured`]
      : missedTargets(`${page} (${profile})`, result, target),
  );
  console.log(misses.length ? '\nTARGETS MISSED:' : '\nEvery Lighthouse target is met.');
  for (const miss of misses) console.log(`  ${miss}`);
  return misses.length === 0;
}

function runLighthouse(
  base: string,
  pages: readonly string[],
  extraFlags: readonly string[] = [],
): LighthouseRow[] {
  const options: LighthouseOptions = {
    root,
    chromePath: BROWSER.found,
    chromeFlags: [...CHROME_FLAGS, ...extraFlags],
  };
  const jobs: [page: string, profile: FormFactor, target: LighthouseTarget][] = [
    ['/', 'mobile', TARGETS.publicPage],
    ['/', 'desktop', TARGETS.homeDesktop],
    ...pages
      .filter((page) => page !== '/')
      .map((page): [string, FormFactor, LighthouseTarget] => [page, 'mobile', TARGETS.publicPage]),
  ];
  return jobs.map(([page, profile, target]) =>
    measured(options, base + page, profile, page, target),
  );
}

/** One page's Lighthouse row; a page Lighthouse could not measure is a row that says why. */
function measured(
  options: LighthouseOptions,
  url: string,
  profile: FormFactor,
  page: string,
  target: LighthouseTarget,
): LighthouseRow {
  let result: LighthouseRow['result'];
  try {
    result = lighthouse(options, url, profile, RUNS);
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  console.log(`  measured ${page} (${profile})`);
  return { page, profile, target, result };
}

/** The member pages (bench-members.ts), mobile, each run starting signed in with an empty cache. */
async function runMemberLighthouse(base: string): Promise<LighthouseRow[]> {
  await prepareMemberState(base);
  const pages = await signInMembers(root, BROWSER, CHROMIUM_ARGS, !runsAsRoot, base);
  return pages.map(({ member, route, freshProfile }) =>
    measured(
      { root, chromePath: BROWSER.found, chromeFlags: CHROME_FLAGS, signedIn: freshProfile },
      base + route,
      'mobile',
      `${route} (${member})`,
      TARGETS.memberPage,
    ),
  );
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    // The tests' stand-ins for the operator's values (scripts/test-build-env.ts).
    const built = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...TEST_BUILD_ENV },
    });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  // Searches are timed without added latency: the time is the mock's own work.
  const instant = await startMockServer('0');
  try {
    if (!(await benchSearches(instant.base))) process.exitCode = 1;
  } finally {
    instant.stop();
  }
  await benchExport();
  if (!benchSeed()) process.exitCode = 1;
  printSitting(await benchSitting(BROWSER));

  const server = await startMockServer(undefined);
  try {
    const measured = await measureBytes(server.base);
    printBytes(measured, server.base);
    const problems = overBudget(
      measured.visits.map(({ route, jsBytes, scripts }) => ({ route, jsBytes, scripts })),
      measured.moves.map(({ from, to, jsBytes }) => ({ from, to, jsBytes })),
    );
    console.log(problems.length ? '\nOVER BUDGET:' : '\nEvery byte budget is met.');
    for (const problem of problems) console.log(`  ${problem}`);
    if (problems.length) process.exitCode = 1;

    if (process.env.BENCH_INP !== '0') {
      console.log('\nInteraction to Next Paint …');
      if (!printInp(await benchInp(server.base, BROWSER))) process.exitCode = 1;
      printFirstPress(await benchFirstPress(server.base, BROWSER));
    }

    const only = process.env.BENCH_LIGHTHOUSE;
    if (only !== '0' && only !== 'members') {
      console.log('\nLighthouse …');
      // A members' page sends a first visit to /login, which is measured on its own.
      const pages = measured.visits
        .filter((visit) => visit.landed === visit.route)
        .map((visit) => visit.route);
      if (!printLighthouse(runLighthouse(server.base, pages))) process.exitCode = 1;
      if (process.env.BENCH_HTTP2 === '1') {
        const proxy = await startHttp2Proxy(root, server.base, await freePort());
        try {
          console.log('\nLighthouse over HTTP/2 (nginx with TLS in front of the same server) …');
          // The certificate is made for this run: Chromium is told not to check it.
          printLighthouse(runLighthouse(proxy.base, pages, ['--ignore-certificate-errors']));
        } finally {
          proxy.stop();
        }
      }
    }
    if (only !== '0' && only !== 'public') {
      console.log('\nLighthouse, signed in …');
      if (!printLighthouse(await runMemberLighthouse(server.base))) process.exitCode = 1;
    }
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
