import { COMPILE_HINT } from '../../build/compile-hints';
import { paths } from '../../src/config/paths';
import { zhCN } from '../utils/catalogues';
import { expect, test } from './fixtures';

test('every script a page runs as it loads is compiled as it downloads', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) {
      scripts.set(pathname, response.text());
    }
  });
  await page.goto(paths.business.market.href());
  const rates = page.getByRole('region', { name: zhCN['market.list.title'] });
  await expect(rates.getByRole('article')).toHaveCount(10);
  await page.waitForLoadState('networkidle');

  const names = [...scripts.keys()];
  // The shell, the market's own chunk and the chunks it shares with other pages.
  expect(names.some((name) => name.includes('/shell-'))).toBe(true);
  expect(names.length).toBeGreaterThan(5);
  const unhinted: string[] = [];
  for (const [name, body] of scripts)
    if (!(await body).startsWith(COMPILE_HINT)) unhinted.push(name);
  expect(unhinted).toEqual([]);
});
