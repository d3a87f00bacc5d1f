// Part of `npm run bench`: what this sitting's machine and browser cost before any page of the
// app runs, printed above the figures so that sittings can be compared. Lighthouse multiplies
// every task of its trace by four, so a browser that is slow to set up a font for Chinese text
// (the first layout of a page in `lang="zh-CN"` in a new browser) moves every page's blocking time
// and largest paint by four times that, whatever the app does.
import fs from 'node:fs';
import path from 'node:path';

import { chromium, type Page } from '@playwright/test';

import { CHROMIUM_ARGS, runsAsRoot, type Browser } from '../tests/tools/browser.ts';

/** The app's font list, as global.css gives it to the first screen and antd. */
function appFontFamily(): string {
  const css = fs.readFileSync(path.join(import.meta.dirname, '../src/styles/global.css'), 'utf8');
  const family = /--app-font-family:\s*([^;]+);/.exec(css)?.[1];
  if (!family) throw new Error('no --app-font-family in global.css');
  return family.replace(/\s+/g, ' ').trim();
}

/** A line in each language's script, each in a page of its own language. */
const PROBES = [
  { lang: 'en-US', text: 'Freight tenders and rates' },
  { lang: 'zh-CN', text: '货运交易平台 招标 运价' },
  { lang: 'ar-EG', text: 'منصة تداول الشحن' },
] as const;

interface TraceEvent {
  name: string;
  dur?: number;
}

/** The longest layout, in ms, while `html` is set into `page`. */
async function firstLayoutMs(page: Page, html: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await page.setContent(html);
  // A layout the page reads back, so it has run before the trace ends.
  await page.evaluate(() => document.body.getBoundingClientRect().height);
  await cdp.send('Tracing.end');
  await complete;
  const layouts = events.filter((event) => event.name === 'Layout').map((e) => (e.dur ?? 0) / 1000);
  return Math.max(0, ...layouts);
}

/**
 * For each language: the first layout of a line of its text in a new browser (the font's set-up
 * included), in ms.
 */
export async function benchSitting(browser: Browser): Promise<{ lang: string; ms: number }[]> {
  const family = appFontFamily().replace(/"/g, "'");
  const rows: { lang: string; ms: number }[] = [];
  for (const { lang, text } of PROBES) {
    // A new browser each: a browser sets a font up once and keeps it for every later page.
    const launched = await chromium.launch({
      executablePath: browser.executablePath,
      args: CHROMIUM_ARGS,
      chromiumSandbox: !runsAsRoot,
    });
    try {
      const page = await launched.newPage();
      const html = `<html lang="${lang}"><body style="font-family:${family}"><p>${text}</p></body></html>`;
      rows.push({ lang, ms: await firstLayoutMs(page, html) });
    } finally {
      await launched.close();
    }
  }
  return rows;
}

export function printSitting(rows: readonly { lang: string; ms: number }[]): void {
  console.log(
    '\nThis sitting: the first layout of a line of text in a new browser, font set-up included',
  );
  console.log('(Lighthouse counts it four times in every page it measures)\n');
  for (const { lang, ms } of rows)
    console.log(`  ${lang.padEnd(6)} ${ms.toFixed(1).padStart(7)} ms`);
}
