// Part of `npm run bench`: what a first visit of a page and a client-side move between pages load,
// in headless Chromium against the build served with the mock (its default latency): every script
// and style sheet, gzip -9 of each.
import { URL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { MESSAGE_PRELOAD_DELAY_MS } from '../src/config/constants.ts';

import type { Browser, Page, Response } from '@playwright/test';

type AssetKind = 'js' | 'css';

export interface Asset {
  kind: AssetKind;
  file: string;
  raw: number;
  gzip: number;
}

/** What a page received: its scripts and style sheets, largest first, and their sums. */
export interface Assets {
  files: Asset[];
  scripts: number;
  jsRaw: number;
  jsBytes: number;
  styles: number;
  cssBytes: number;
  /** gzip -9 of the catalogue's files among the scripts (`catalogue-*` and `texts-*`). */
  textBytes: number;
}

export interface Visit extends Assets {
  route: string;
  /** Where the visit ended (a members' page sends a visitor to /login). */
  landed: string;
}

export interface Move extends Assets {
  from: string;
  to: string;
}

function assetKind(response: Response): AssetKind | undefined {
  const { pathname } = new URL(response.url());
  const type = response.headers()['content-type'] ?? '';
  if (/\.m?js$/.test(pathname) || type.includes('javascript')) return 'js';
  if (pathname.endsWith('.css') || type.includes('text/css')) return 'css';
  return undefined;
}

/** The catalogue's chunks: the first load's (`catalogue-<locale>`) and each area's (`texts-…`). */
const CATALOGUE_FILE = /\/(?:catalogue|texts)-[^/]+\.js$/;

/** Collects the scripts and style sheets a page receives from now on; `take()` sums them. */
function collectAssets(page: Page): { take: () => Promise<Assets> } {
  const assets = new Map<string, Asset | undefined>();
  const pending: Promise<unknown>[] = [];
  const onResponse = (response: Response) => {
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
  };
  page.on('response', onResponse);
  return {
    async take(): Promise<Assets> {
      page.off('response', onResponse);
      await Promise.all(pending);
      const files = [...assets.values()]
        .filter((file): file is Asset => file !== undefined)
        .sort((a, b) => b.gzip - a.gzip);
      const of = (kind: AssetKind) => files.filter((file) => file.kind === kind);
      const sum = (kind: AssetKind, key: 'raw' | 'gzip') =>
        of(kind).reduce((total, file) => total + file[key], 0);
      return {
        files,
        scripts: of('js').length,
        jsRaw: sum('js', 'raw'),
        jsBytes: sum('js', 'gzip'),
        styles: of('css').length,
        cssBytes: sum('css', 'gzip'),
        textBytes: of('js')
          .filter((file) => CATALOGUE_FILE.test(file.file))
          .reduce((total, file) => total + file.gzip, 0),
      };
    },
  };
}

/** Quiet time after which a page counts as loaded: longer than parsing a large script takes. */
const QUIET_MS = 2_000;

/**
 * Waits until the page has loaded what it shows: no response for QUIET_MS (a load-state check alone
 * ends while the first script is still being parsed, before the page asks for its own chunks).
 */
async function settle(page: Page): Promise<void> {
  let last = Date.now();
  const onResponse = () => {
    last = Date.now();
  };
  page.on('response', onResponse);
  try {
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const deadline = Date.now() + 60_000;
    while (Date.now() - last < QUIET_MS && Date.now() < deadline) {
      await page.waitForTimeout(250);
    }
  } finally {
    page.off('response', onResponse);
  }
}

/** The toasts' code (antd's useMessage and what it imports), which the app loads ahead. */
const TOASTS_CHUNK = /\/assets\/useMessage-[\w-]+\.js$/;

/**
 * Waits as `settle`, and until what the app loads ahead of its use after the start (the toasts'
 * code, MESSAGE_PRELOAD_DELAY_MS after the app's first render) has arrived: those bytes belong to
 * the visit, not to the move that follows it. The delay runs from the app's render, which follows
 * the navigation by up to seconds on a server that has just started: the wait is for the file
 * itself (at most 30 s, then the bench fails: a build that names it otherwise would be counted
 * wrong), then for the network to settle again.
 */
async function settleWithLoadsAhead(page: Page, startedAt: number): Promise<void> {
  await settle(page);
  const ahead = startedAt + MESSAGE_PRELOAD_DELAY_MS - Date.now();
  if (ahead > 0) await page.waitForTimeout(ahead);
  await page
    .waitForFunction(
      (source) =>
        performance
          .getEntriesByType('resource')
          .some((entry) => new RegExp(source).test(new URL(entry.name).pathname)),
      TOASTS_CHUNK.source,
      { timeout: 30_000 },
    )
    .catch(() => {
      // Counted without it, the file would fall to the move that follows, or to none.
      throw new Error(
        `${page.url()}: the toasts' code (${TOASTS_CHUNK.source}) never loaded ahead; has it moved?`,
      );
    });
  await settle(page);
}

const newContext = (browser: Browser) =>
  browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });

/** A first visit of `route` in a fresh context: what it loaded and where it landed. */
export async function firstVisit(browser: Browser, base: string, route: string): Promise<Visit> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const assets = collectAssets(page);
    const startedAt = Date.now();
    await page.goto(base + route, { waitUntil: 'networkidle', timeout: 60_000 });
    await settleWithLoadsAhead(page, startedAt);
    const url = new URL(page.url());
    return { route, landed: url.pathname + url.search, ...(await assets.take()) };
  } finally {
    await context.close();
  }
}

/**
 * Opens `from`, clicks the first link matching `link` (a CSS selector) and measures what the move
 * added. Returns the address it reached, so that a detail page found this way can be visited too.
 */
export async function move(
  browser: Browser,
  base: string,
  from: string,
  link: string,
): Promise<Move> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const startedAt = Date.now();
    await page.goto(base + from, { waitUntil: 'networkidle', timeout: 60_000 });
    await settleWithLoadsAhead(page, startedAt);
    const target = page.locator(link).first();
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    const assets = collectAssets(page);
    await target.click();
    await page.waitForURL((url) => url.pathname + url.search !== from, { timeout: 30_000 });
    await settle(page);
    const url = new URL(page.url());
    return { from, to: url.pathname + url.search, ...(await assets.take()) };
  } finally {
    await context.close();
  }
}
