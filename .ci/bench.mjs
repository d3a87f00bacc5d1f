#!/usr/bin/env node
// npm run bench: builds the app, serves the build with the mock back end, and prints
//  1. for `/` and the first page of each route group, the gzip size of every script and style sheet a
//     first visit loads (fresh browser context, until the network is idle), in headless Chromium;
//  2. whether `/` stays within the budget of 250 KB of gzip JavaScript (exit code 1 when it does not);
//  3. how fast the mock answers the sailing-schedule and HS code searches (limit 200 ms; exit code 1
//     when a median is over it), see bench-search.mjs;
//  4. the Lighthouse performance score of `/` with FCP, LCP, TBT and CLS. Lighthouse is installed
//     into .bench/lighthouse (ignored by git), never into package.json; if it fails, the reason is
//     printed and the script goes on.
// Env: CHROMIUM_PATH (see scripts/browser.ts), BENCH_SKIP_BUILD=1 to measure the current dist/.
// Run through tsx (npm run bench): it imports the TypeScript browser finder.
import { spawn, spawnSync } from 'node:child_process';
import console from 'node:console';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, URL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { CHROMIUM_ARGS, findLocalBrowser, runsAsRoot } from '../scripts/browser.ts';

import { benchSearches } from './bench-search.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

const BUDGET_JS_KB = 250;
/** Lighthouse 13 needs Node 22; this machine has Node 20. */
const LIGHTHOUSE_VERSION = '12.8.2';
/** `/` and the first page of each group; logged-in pages redirect a first visit to /login. */
const ROUTES = [
  '/',
  '/business',
  '/business/tendering',
  '/coupon/couponMarket',
  '/user/personalCenter',
  '/other/about',
  '/tool/shipDate',
  '/login',
];
const BROWSER = findLocalBrowser();
if ('problem' in BROWSER) {
  console.error(BROWSER.problem);
  process.exit(1);
}
/** Lighthouse launches Chrome itself: it needs the file, also for Playwright's own browser. */
const CHROME_PATH = BROWSER.found;
/** The same Chromium flags as the end-to-end tests: no sandbox as root, no GPU, no calls home. */
const CHROME_FLAGS = [...CHROMIUM_ARGS, ...(runsAsRoot ? ['--no-sandbox'] : [])];

const kb = (bytes) => (bytes / 1024).toFixed(1);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startMockServer(port) {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['mock/http-server.ts', '--static', 'dist', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, MOCK_LATENCY_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 30_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the mock server exited with ${child.exitCode}`);
    try {
      const response = await globalThis.fetch(`${base}/version.json`);
      if (response.ok) return { base, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error('the mock server did not start within 30 s');
}

function assetKind(response) {
  const { pathname } = new URL(response.url());
  const type = response.headers()['content-type'] ?? '';
  if (/\.m?js$/.test(pathname) || type.includes('javascript')) return 'js';
  if (pathname.endsWith('.css') || type.includes('text/css')) return 'css';
  return undefined;
}

/** Every script and style sheet a first visit of `route` loads, with raw and gzip sizes. */
async function measure(browser, base, route) {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  const assets = new Map();
  const pending = [];
  page.on('response', (response) => {
    const kind = assetKind(response);
    if (!kind || assets.has(response.url()) || response.status() !== 200) return;
    assets.set(response.url(), undefined);
    pending.push(
      response
        .body()
        .then((body) =>
          assets.set(response.url(), {
            kind,
            file: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          }),
        )
        .catch(() => assets.delete(response.url())),
    );
  });
  await page.goto(base + route, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForTimeout(500);
  await Promise.all(pending);
  const landed = new URL(page.url()).pathname;
  await context.close();
  const sum = (kind, key) =>
    [...assets.values()]
      .filter((asset) => asset?.kind === kind)
      .reduce((total, asset) => total + asset[key], 0);
  const count = (kind) => [...assets.values()].filter((asset) => asset?.kind === kind).length;
  const files = [...assets.values()].filter(Boolean).sort((a, b) => b.gzip - a.gzip);
  return {
    route,
    landed,
    files,
    jsFiles: count('js'),
    jsRaw: sum('js', 'raw'),
    jsGzip: sum('js', 'gzip'),
    cssFiles: count('css'),
    cssGzip: sum('css', 'gzip'),
  };
}

function printSizes(rows) {
  const header = [
    'route',
    'first visit lands on',
    'JS files',
    'JS raw KB',
    'JS gzip KB',
    'CSS files',
    'CSS gzip KB',
  ];
  const lines = rows.map((row) => [
    row.route,
    row.landed,
    String(row.jsFiles),
    kb(row.jsRaw),
    kb(row.jsGzip),
    String(row.cssFiles),
    kb(row.cssGzip),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

function lighthouseCli() {
  const folder = path.join(root, '.bench', 'lighthouse');
  const cli = path.join(folder, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const installed = path.join(folder, 'node_modules', 'lighthouse', 'package.json');
  const version = fs.existsSync(installed)
    ? JSON.parse(fs.readFileSync(installed, 'utf8')).version
    : undefined;
  if (version !== LIGHTHOUSE_VERSION) {
    console.log(`\nInstalling lighthouse@${LIGHTHOUSE_VERSION} into .bench/lighthouse …`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'package.json'), '{ "private": true }\n');
    run(
      'npm',
      [
        'install',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { cwd: folder },
    );
  }
  return cli;
}

async function lighthouse(base) {
  const cli = lighthouseCli();
  const report = path.join(root, '.bench', 'lighthouse-report.json');
  fs.rmSync(report, { force: true });
  console.log(`\nLighthouse (performance, default mobile profile) of ${base}/ …`);
  const result = spawnSync(
    process.execPath,
    [
      cli,
      `${base}/`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      `--chrome-flags=${[...CHROME_FLAGS, '--headless=new'].join(' ')}`,
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'inherit', 'pipe'],
      encoding: 'utf8',
    },
  );
  if (result.status !== 0 || !fs.existsSync(report)) {
    throw new Error(
      `lighthouse exited with ${result.status ?? result.signal}: ${(result.stderr ?? '').trim().slice(-800)}`,
    );
  }
  const lhr = JSON.parse(fs.readFileSync(report, 'utf8'));
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance.score;
  console.log(`Performance score: ${score === null ? 'n/a' : Math.round(score * 100)}`);
  for (const [id, label] of [
    ['first-contentful-paint', 'FCP'],
    ['largest-contentful-paint', 'LCP'],
    ['total-blocking-time', 'TBT'],
    ['cumulative-layout-shift', 'CLS'],
    ['speed-index', 'Speed Index'],
  ]) {
    console.log(`  ${label.padEnd(12)}${lhr.audits[id]?.displayValue ?? 'n/a'}`);
  }
  console.log(`Full report: ${path.relative(root, report)}`);
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1')
    run(path.join(root, 'node_modules', '.bin', 'vite'), ['build']);
  const { chromium } = require('playwright-core');
  const port = await freePort();
  const server = await startMockServer(port);
  try {
    const browser = await chromium.launch({
      executablePath: BROWSER.executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      chromiumSandbox: !runsAsRoot,
    });
    const rows = [];
    try {
      for (const route of ROUTES) rows.push(await measure(browser, server.base, route));
    } finally {
      await browser.close();
    }
    console.log(
      `\nFirst-visit transfer per route (gzip -9 of each file, summed), ${server.base}\n`,
    );
    printSizes(rows);
    const home = rows[0];
    const within = home.jsGzip <= BUDGET_JS_KB * 1024;
    console.log(
      `\nBudget for /: ${kb(home.jsGzip)} KB of ${BUDGET_JS_KB} KB gzip JavaScript: ${within ? 'within budget' : 'OVER BUDGET'}`,
    );
    if (!within) process.exitCode = 1;
    console.log('Largest files of /:');
    for (const asset of home.files.slice(0, 8)) {
      console.log(`  ${kb(asset.gzip).padStart(7)} KB  ${asset.file}`);
    }
    if (!(await benchSearches(server.base))) process.exitCode = 1;
    try {
      await lighthouse(server.base);
    } catch (error) {
      console.log(
        `Lighthouse failed, skipped: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
