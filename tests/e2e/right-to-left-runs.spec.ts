/**
 * On an Arabic page every run the catalogue did not write keeps its own order and its place in
 * the line: a masked mobile, a Latin title cut to one line, a count next to a lane of Latin port
 * names, an exchange-rate clause. Each is checked by where its parts are drawn.
 */
import { paths } from '../../src/config/paths';
import { runBoxes } from './bidi-runs';
import { expect, startInLocale, storageStatePath, test } from './fixtures';
import { unpaidOrder } from './mock-data';
import { catalogues } from './texts';

const ar = catalogues['ar-EG'];

test.beforeEach(async ({ page }) => {
  await startInLocale(page, 'ar-EG');
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('the home page keeps a tender’s bid count between its lane and its word', async ({ page }) => {
  await page.goto(paths.home.href());
  const meta = page.locator('section[aria-labelledby="home-tenders"] li > span').first();
  await expect(meta).toContainText(/\d/);
  const [lane, count, word] = await runBoxes(meta, [
    /[←→]/,
    /\d+(?=\u2069?\s(?:عرض|عروض|عرضا))/,
    /(?:عرض|عروض|عرضا)/,
  ]);
  // Read from the right: the lane, then the count, then its word.
  expect(lane && count && word).toBeTruthy();
  expect(count?.right ?? 0).toBeLessThanOrEqual(lane?.left ?? 0);
  expect(word?.right ?? 0).toBeLessThanOrEqual(count?.left ?? 0);
});

test.describe('a member', () => {
  test.use({ storageState: storageStatePath('shipper') });

  test('sees the masked mobile in its own order in the member centre', async ({ page }) => {
    await page.goto(paths.user.personalCenter.href());
    const cell = page
      .locator('.ant-descriptions-item')
      .filter({ hasText: ar['center.profile.mobile'] })
      .locator('.ant-descriptions-item-content');
    await expect(cell).toContainText('****');
    const [start, end] = await runBoxes(cell, [/^\D*\d{3}/, /\d{4}\D*$/]);
    // 138****0001 reads left to right: its first digits on the left.
    expect(start && end).toBeTruthy();
    expect(start?.right ?? 0).toBeLessThanOrEqual(end?.left ?? 0);
  });

  test('sees the start of a Latin order title that is cut to one line', async ({ page }) => {
    await page.goto(paths.business.payment.href());
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    const title = page
      .locator('table span[title]')
      .filter({ visible: true })
      .filter({ hasText: /^[\u2068\s]*[A-Za-z]/ })
      .first();
    await expect(title).toBeVisible();
    const shown = await title.evaluate((span) => {
      // Narrow enough that any title is cut, whatever orders the list holds.
      span.style.maxWidth = '80px';
      const walker = document.createTreeWalker(span, NodeFilter.SHOW_TEXT);
      const node = walker.nextNode() as Text | null;
      const first = (node?.data ?? '').search(/[A-Za-z]/);
      if (!node || first < 0 || span.scrollWidth <= span.clientWidth) return 'not cut';
      const range = document.createRange();
      range.setStart(node, first);
      range.setEnd(node, first + 1);
      const letter = range.getBoundingClientRect();
      const box = span.getBoundingClientRect();
      return letter.left >= box.left - 1 && letter.right <= box.right + 1
        ? 'start shown'
        : 'start cut';
    });
    expect(shown).toBe('start shown');
  });

  test('reads the exchange-rate clause of an invoice from the right', async ({ page }) => {
    await page.goto(paths.user.invoice.href());
    const clause = page.locator('p').filter({ hasText: /CNY/ }).filter({ hasText: 'في' }).first();
    await expect(clause).toBeVisible();
    const [date, at, code, cny] = await runBoxes(clause, [
      /\d{4}-\d{2}-\d{2}/,
      /في(?=\s*\u2068?\d{4}-)/,
      /(?<=1\s\u2068?)[A-Z]{3}/,
      /CNY/,
    ]);
    expect(date && at && code && cny).toBeTruthy();
    // From the right: 1 USD = 7.1 CNY, then "on", then the day.
    expect(date?.right ?? 0).toBeLessThanOrEqual(at?.left ?? 0);
    expect(at?.right ?? 0).toBeLessThanOrEqual(code?.left ?? 0);
    expect(code?.right ?? 0).toBeLessThanOrEqual(cny?.left ?? 0);
  });

  test('keeps the awarded bid’s number on one line beside its long label on a phone', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(paths.business.payment.href({ orderNo: await unpaidOrder(request) }));
    const item = page
      .locator('.ant-descriptions-item')
      .filter({ hasText: ar['order.field.bidNo'] });
    const value = item.locator('.ant-descriptions-item-content');
    await expect(value).toContainText(/B\d{8}-\d{4}/);
    // The long label wraps; the code is not broken (one line high), and the label's colon
    // follows its last word rather than standing beside its first line.
    const lines = await value.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });
});
