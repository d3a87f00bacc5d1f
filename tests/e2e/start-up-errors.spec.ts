import { paths } from '../../src/config/paths';
import { expect, test } from './fixtures';

import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** The messages of the errors the page's scripts have made. */
    errorsAtStart?: string[];
  }
}

/** Keeps the message of every error made through the page's `Error`, from before any script. */
function countErrorsAtStart(): void {
  const made: string[] = [];
  const Original = window.Error;
  const record = (args: unknown[]) => made.push(String(args[0]));
  window.Error = new Proxy(Original, {
    apply(target, thisArgument, args: unknown[]) {
      record(args);
      return Reflect.apply(target, thisArgument, args) as Error;
    },
    construct(target, args: unknown[], newTarget) {
      record(args);
      return Reflect.construct(target, args, newTarget) as Error;
    },
  });
  window.errorsAtStart = made;
}

/** The pages whose start is checked: the home page and one page behind the shell's router. */
const STARTING_PAGES = [paths.home.href(), paths.business.market.href()];

/** Opens `address` and waits until the app has started and drawn the page's heading. */
async function start(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

// Chromium keeps a stack trace for every error in case it goes uncaught, and V8 parses every
// function on the stack again for the trace's source positions: an error made while the shell is
// evaluated has React DOM's whole module and the shell's whole top level on its stack, and parsing
// them again made the first visit's start several times longer (decision D326).
test('no script makes an error while a page starts', async ({ page }) => {
  await page.addInitScript(countErrorsAtStart);
  for (const address of STARTING_PAGES) {
    await start(page, address);
    expect(await page.evaluate(() => window.errorsAtStart)).toEqual([]);
  }
  // The count sees an error made while the page starts.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => void new Error('made at start'));
  });
  await start(page, paths.home.href());
  expect(await page.evaluate(() => window.errorsAtStart)).toEqual(['made at start']);
});

// An exception a script throws and catches makes its error inside the engine, with the same trace
// and the same second parse of every function on its stack.
test('no script throws while a page starts, not even an exception it catches', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const thrown: string[] = [];
  cdp.on('Debugger.paused', (event) => {
    const data = event.data as { description?: string } | undefined;
    thrown.push(data?.description?.split('\n')[0] ?? event.reason);
    void cdp.send('Debugger.resume');
  });
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setPauseOnExceptions', { state: 'all' });
  for (const address of STARTING_PAGES) {
    await start(page, address);
  }
  expect(thrown).toEqual([]);
  // The debugger sees an exception a script catches.
  await page.evaluate(() => {
    try {
      throw new TypeError('caught');
    } catch {
      // Caught, as a feature test would.
    }
  });
  await expect.poll(() => thrown).toEqual(['TypeError: caught']);
});
