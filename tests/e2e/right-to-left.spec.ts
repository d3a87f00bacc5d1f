/**
 * Arabic mirrors the page: the document is right to left, the header starts at the right, the
 * navigation drawer comes from the line's end (the left) and gives the focus back when it closes,
 * icons that point along the line point the other way, and a date written into a sentence keeps
 * its own order.
 */
import { paths } from '../../src/config/paths';
import { API_PREFIX } from '../../src/contract/http';
import { TenderApi } from '../../src/contract/tender/paths';
import { runBoxes } from './bidi-runs';
import { expect, startInLocale, storageStatePath, test } from './fixtures';
import { openOptions } from './select';
import { catalogues } from './texts';

const ar = catalogues['ar-EG'];

test.beforeEach(async ({ page }) => {
  await startInLocale(page, 'ar-EG');
});

test('the header starts at the right and the navigation bar reads from right to left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/business/market');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = page.getByRole('navigation').first();
  const home = nav.getByRole('link', { name: ar['menu.home'] });
  const market = nav.getByRole('link', { name: ar['menu.business.market'] });
  await expect(market).toBeVisible();
  const x = async (locator: typeof home) => (await locator.boundingBox())?.x ?? Number.NaN;
  // The brand at the right end, then Home, then the others to its left.
  expect(await x(page.locator('.app-header__brand'))).toBeGreaterThan(await x(home));
  expect(await x(home)).toBeGreaterThan(await x(market));
});

test('the navigation drawer opens from the left on a phone and gives the focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/business/market');
  const open = page.getByRole('button', { name: ar['layout.nav.open'] });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});

test('the way back points right', async ({ page }) => {
  const reply = await page.request.get(`${API_PREFIX}${TenderApi.page}?current=1&size=1`);
  const { data } = (await reply.json()) as { data: { records: { id: string }[] } };
  await page.goto(paths.business.tenderDetail.href(data.records[0]?.id ?? ''));
  const back = page.getByRole('link', { name: ar['tender.detail.back'] });
  await expect(back).toBeVisible();
  await expect(back.locator('.flips-in-rtl')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
});

test('a day written into a sentence keeps its order', async ({ page }) => {
  // The market's validity, "from {from} to {to}" with the days as the server writes them
  // (2027-01-05): without their isolation they read 05-01-2027 after an Arabic word.
  await page.goto('/business/market');
  const range = page.getByText(/\d{4}-\d{2}-\d{2}/).first();
  await expect(range).toBeVisible();
  const order = await range.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const text = node.textContent ?? '';
      const dates = [...text.matchAll(/\d{4}-\d{2}-\d{2}/g)];
      const last = dates.at(-1);
      if (last?.index === undefined) continue;
      const at = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, (last.index ?? 0) + offset);
        range.setEnd(node, (last.index ?? 0) + offset + 1);
        return range.getBoundingClientRect().x;
      };
      // The year's first digit, the month's, the day's: from left to right.
      return at(0) < at(5) && at(5) < at(8) ? 'in order' : 'reversed';
    }
    return 'no date';
  });
  expect(order).toBe('in order');
});

test("a dictionary's choices are read whole in a narrow filter on a phone", async ({ page }) => {
  // The market's container-type filter is half a phone's width; its Arabic names are longer.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/business/market');
  const filters = page.getByRole('search', { name: ar['market.filters.title'] });
  const field = filters.getByLabel(ar['trade.lane.containerType'], { exact: true });
  await field.click();
  const options = openOptions(page).filter({ visible: true });
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(3);
  for (const option of await options.all()) {
    await expect(option).toBeInViewport({ ratio: 1 });
    const cut = await option
      .locator('.ant-select-item-option-content')
      .evaluate((content) => content.scrollWidth - content.clientWidth);
    expect(cut, `${await option.textContent()} cut short by px`).toBeLessThanOrEqual(0);
  }
});

test.describe('the bid comparison', () => {
  test.use({ storageState: storageStatePath('shipper') });

  test("a bid's converted total keeps the rate's day on one line", async ({ page }) => {
    // The total's column is narrow and the Arabic sentence around the day is long: a line broke at
    // the day's hyphens ("2026-" above "12-02").
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(paths.business.myTenderBid.href({ tenderId: '5001' }));
    const converted = page.locator('td').filter({ hasText: '≈' });
    await expect(converted.first()).toBeVisible();
    for (const cell of await converted.all()) {
      const [day] = await runBoxes(cell, [/\d{4}-\d{2}-\d{2}/], { asLaidOut: true });
      expect(day?.lines, `the day in "${await cell.textContent()}": its lines`).toBe(1);
    }
  });
});
