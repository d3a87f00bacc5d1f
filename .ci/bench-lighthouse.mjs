// Part of `npm run bench`: Lighthouse's performance audit of a page, run several times, medians
// reported. Lighthouse is installed into .bench/lighthouse (ignored by git), never into
// package.json, and launches the same Chromium as the end-to-end tests.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

import { median } from '../scripts/bench-budgets.ts';

/** Lighthouse 13 needs Node 22; this machine has Node 20. */
const LIGHTHOUSE_VERSION = '12.8.2';

function installedCli(root) {
  const folder = path.join(root, '.bench', 'lighthouse');
  const manifest = path.join(folder, 'node_modules', 'lighthouse', 'package.json');
  const version = fs.existsSync(manifest)
    ? JSON.parse(fs.readFileSync(manifest, 'utf8')).version
    : undefined;
  if (version !== LIGHTHOUSE_VERSION) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into .bench/lighthouse …`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'package.json'), '{ "private": true }\n');
    const result = spawnSync(
      'npm',
      [
        'install',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { cwd: folder, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error(`npm install lighthouse exited with ${result.status}`);
  }
  return path.join(folder, 'node_modules', 'lighthouse', 'cli', 'index.js');
}

/** The first DOM node Lighthouse names in an audit's details (tables nest in lists). */
function firstNode(details) {
  if (!details || typeof details !== 'object') return undefined;
  if (details.type === 'node') return details;
  for (const value of Object.values(details)) {
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) {
      const node = firstNode(item);
      if (node) return node;
    }
  }
  return undefined;
}

function runOnce({ root, cli, chromePath, chromeFlags }, url, formFactor, index) {
  const report = path.join(root, '.bench', `lighthouse-${formFactor}-${index}.json`);
  fs.rmSync(report, { force: true });
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      `--chrome-flags=${[...chromeFlags, '--headless=new'].join(' ')}`,
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    },
  );
  if (result.status !== 0 || !fs.existsSync(report)) {
    throw new Error(
      `lighthouse exited with ${result.status ?? result.signal}: ${(result.stderr ?? '').trim().slice(-600)}`,
    );
  }
  const lhr = JSON.parse(fs.readFileSync(report, 'utf8'));
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const node = firstNode(lhr.audits['largest-contentful-paint-element']?.details);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: node ? (node.selector ?? node.nodeLabel ?? node.snippet) : 'n/a',
  };
}

/**
 * `runs` audits of `url` in the mobile or desktop profile: the median of each figure, the range of
 * scores, and the LCP element of the median-scoring run.
 */
export function lighthouse(options, url, formFactor, runs) {
  const cli = installedCli(options.root);
  const results = [];
  for (let index = 0; index < runs; index += 1) {
    results.push(runOnce({ ...options, cli }, url, formFactor, index));
  }
  const scores = results.map((result) => result.score);
  const middle = median(scores);
  return {
    score: middle,
    scores,
    lcpMs: median(results.map((result) => result.lcpMs)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    cls: median(results.map((result) => result.cls)),
    lcpElement: (results.find((result) => result.score === middle) ?? results[0]).lcpElement,
  };
}
