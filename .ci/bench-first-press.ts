// Part of `npm run bench`: the first press on a market filter, before antd's Select has loaded
// (LazySelect), to the frame after its drop-down is in the page, and the longest task in between:
// the wait that Interaction to Next Paint does not see (its next paint is the drawing's). Five
// runs on a fresh page at 4× CPU slowdown; printed, with no budget.
import { chromium } from '@playwright/test';

import { catalogues } from '../tests/e2e/texts.ts';
import { CHROMIUM_ARGS, runsAsRoot, type Browser } from '../tests/tools/browser.ts';
import { openMarket } from './bench-inp.ts';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
const LOCALE = 'zh-CN';
const t = catalogues[LOCALE];

export interface FirstPress {
  /** Each run's ms from the press to the frame after the drop-down appeared. */
  opened: number[];
  /** Each run's longest task from the press on, ms. */
  longest: number[];
  error?: string;
}

/** In the page: notes the press, the drop-down's arrival a frame later, and the long tasks. */
const WATCH = () => {
  const watch = window as unknown as Record<string, number | boolean | undefined>;
  watch.longest = 0;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      const pressed = watch.pressed as number | undefined;
      if (pressed !== undefined && task.startTime >= pressed - 1)
        watch.longest = Math.max(watch.longest as number, task.duration);
    }
  }).observe({ type: 'longtask' });
  document.addEventListener('pointerdown', () => (watch.pressed ??= performance.now()), {
    capture: true,
  });
  new MutationObserver(() => {
    const open = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';
    if (watch.shown || !document.querySelector(open)) return;
    watch.shown = true;
    requestAnimationFrame(() =>
      setTimeout(() => (watch.opened = performance.now() - (watch.pressed as number))),
    );
  }).observe(document.body, { childList: true, subtree: true, attributes: true });
};

export async function benchFirstPress(base: string, browser: Browser): Promise<FirstPress> {
  const launched = await chromium.launch({
    executablePath: browser.executablePath,
    args: CHROMIUM_ARGS,
    chromiumSandbox: !runsAsRoot,
  });
  const result: FirstPress = { opened: [], longest: [] };
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await launched.newContext({
        baseURL: base,
        locale: LOCALE,
        viewport: { width: 412, height: 823 },
      });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await openMarket(page);
        const field = page
          .getByRole('search', { name: t['market.filters.title'] })
          .getByLabel(t['trade.lane.shipmentType'], { exact: true });
        await field.scrollIntoViewIfNeeded();
        await page.evaluate(WATCH);
        await field.click();
        await page.waitForFunction(() => 'opened' in window);
        // A long task is reported after it has ended: by the time the page is idle.
        await page.evaluate(
          () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))),
        );
        const { opened, longest } = await page.evaluate(() => {
          const watch = window as unknown as Record<string, number>;
          return { opened: watch.opened ?? 0, longest: watch.longest ?? 0 };
        });
        result.opened.push(opened);
        result.longest.push(longest);
      } finally {
        await context.close();
      }
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await launched.close();
  }
  return result;
}

export function printFirstPress(result: FirstPress): void {
  console.log(
    `\nThe first press on a market filter, to its drop-down painted (CPU ${CPU_SLOWDOWN}× slower, ${RUNS} runs; printed only)\n`,
  );
  if (result.error) {
    console.log(`  failed: ${result.error}`);
    return;
  }
  const list = (values: number[]) => values.map((value) => Math.round(value)).join(' ');
  console.log(`  to the drop-down  ${list(result.opened)} ms`);
  console.log(`  longest task      ${list(result.longest)} ms`);
}
