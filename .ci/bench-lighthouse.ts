// Part of `npm run bench`: Lighthouse's performance audit of a page, run several times, medians
// reported. Lighthouse is installed into .bench/lighthouse (ignored by git), never into
// package.json, and launches the same Chromium as the end-to-end tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { median } from './bench-budgets.ts';
import { kernelThreadsCpuMs } from './bench-kernel-cpu.ts';
import { mainThreadTime, type MainThreadTime } from './bench-main-thread.ts';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseOptions {
  root: string;
  chromePath: string;
  chromeFlags: string[];
  /**
   * For a member's page: a new browser profile holding the member's session for each run, which
   * Lighthouse is told to keep (it clears a site's storage before measuring, by default).
   */
  signedIn?: () => { dir: string; dispose: () => void };
}

interface RunOptions extends LighthouseOptions {
  cli: string;
}

/** One audit's figures. */
interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  /** The page's main thread in tasks, from the run's trace (bench-main-thread.ts). */
  mainThread?: MainThreadTime;
  /** The CPU time the kernel's own threads took during the run, ms (bench-kernel-cpu.ts). */
  kernelMs?: number;
}

/** The medians of several audits of one page, and each audit's score. */
export interface LighthouseResult extends Run {
  scores: number[];
}

/** The parts of Lighthouse's JSON report read here. */
interface Report {
  finalDisplayedUrl?: string;
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

/** A DOM node as an audit's details name it. */
interface ReportNode {
  type: 'node';
  selector?: string;
  nodeLabel?: string;
  snippet?: string;
}

/** Lighthouse 13 needs Node 22; this machine has Node 20. */
const LIGHTHOUSE_VERSION = '12.8.2';

function installedCli(root: string): string {
  const folder = path.join(root, '.bench', 'lighthouse');
  const manifest = path.join(folder, 'node_modules', 'lighthouse', 'package.json');
  const version = fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version
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
function firstNode(details: unknown): ReportNode | undefined {
  if (!details || typeof details !== 'object') return undefined;
  if ((details as { type?: unknown }).type === 'node') return details as ReportNode;
  for (const value of Object.values(details)) {
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) {
      const node = firstNode(item);
      if (node) return node;
    }
  }
  return undefined;
}

function runOnce(options: RunOptions, url: string, formFactor: FormFactor, index: number): Run {
  const profile = options.signedIn?.();
  try {
    const before = kernelThreadsCpuMs();
    const run = audit(options, url, formFactor, index, profile?.dir);
    const after = kernelThreadsCpuMs();
    return before === undefined || after === undefined ? run : { ...run, kernelMs: after - before };
  } finally {
    profile?.dispose();
  }
}

function audit(
  { root, cli, chromePath, chromeFlags }: RunOptions,
  url: string,
  formFactor: FormFactor,
  index: number,
  profileDir: string | undefined,
): Run {
  const report = path.join(root, '.bench', `lighthouse-${formFactor}-${index}.json`);
  // `--save-assets` writes the run's trace and DevTools log beside the report.
  const asset = (kind: string) => report.replace(/\.json$/, `-0.${kind}.json`);
  const trace = asset('trace');
  const assets = [trace, asset('devtoolslog')];
  for (const file of [report, ...assets]) fs.rmSync(file, { force: true });
  // The last --user-data-dir given wins over the temporary one Lighthouse's launcher adds.
  const flags = [...chromeFlags, '--headless=new'];
  if (profileDir) flags.push(`--user-data-dir=${profileDir}`);
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
      '--save-assets',
      ...(profileDir ? ['--disable-storage-reset'] : []),
      `--chrome-flags=${flags.join(' ')}`,
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
  const lhr = JSON.parse(fs.readFileSync(report, 'utf8')) as Report;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  // A member's page that sent the browser to /login measured the login page, not itself.
  const landed = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : undefined;
  if (landed !== undefined && landed !== new URL(url).pathname) {
    throw new Error(`ended on ${landed}, not on the page asked for`);
  }
  const slowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 1;
  const mainThread = fs.existsSync(trace) ? mainThreadTime(trace, slowdown) : undefined;
  // BENCH_KEEP_TRACES=1 leaves each run's trace and DevTools log in .bench/ to be read afterwards.
  if (process.env.BENCH_KEEP_TRACES !== '1') {
    for (const file of assets) fs.rmSync(file, { force: true });
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const node = firstNode(lhr.audits['largest-contentful-paint-element']?.details);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: node?.selector ?? node?.nodeLabel ?? node?.snippet ?? 'n/a',
    mainThread,
  };
}

/**
 * `runs` audits of `url` in the mobile or desktop profile: the median of each figure, the range of
 * scores, and the LCP element of the median-scoring run.
 */
export function lighthouse(
  options: LighthouseOptions,
  url: string,
  formFactor: FormFactor,
  runs: number,
): LighthouseResult {
  const cli = installedCli(options.root);
  const results: Run[] = [];
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
    lcpElement:
      (results.find((result) => result.score === middle) ?? results[0])?.lcpElement ?? 'n/a',
    mainThread: medianTime(results.flatMap((result) => result.mainThread ?? [])),
    ...medianKernel(results.flatMap((result) => result.kernelMs ?? [])),
  };
}

/** The runs' median kernel time, when it was read. */
function medianKernel(kernelMs: number[]): { kernelMs?: number } {
  return kernelMs.length === 0 ? {} : { kernelMs: median(kernelMs) };
}

/** The median of each of the runs' main-thread times; none when no run's trace was read. */
function medianTime(times: readonly MainThreadTime[]): MainThreadTime | undefined {
  if (times.length === 0) return undefined;
  return {
    wallMs: median(times.map((time) => time.wallMs)),
    cpuMs: median(times.map((time) => time.cpuMs)),
    cpuBlockingMs: median(times.map((time) => time.cpuBlockingMs)),
  };
}
