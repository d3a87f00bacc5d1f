import { expectNoSeriousViolations } from './axe';
import { expect, startInLocale, storageStatePath, test, inChinese } from './fixtures';
import { openOptions } from './select';
import { catalogues, exact } from './texts';

/** The demo forwarder (mock/core/seed.ts): Shanghai, trucking, certified. */
const FORWARDER = {
  id: '2002',
  name: {
    'zh-CN': '上海远航国际货运代理有限公司',
    'en-US': 'Shanghai Yuanhang International Freight Forwarding Co., Ltd.',
  },
  keyword: { 'zh-CN': '远航', 'en-US': 'Yuanhang' },
  province: { 'zh-CN': '上海', 'en-US': 'Shanghai' },
  phone: '021-65889900',
} as const;
const detailPath = `/business/foreignTradeDetial?id=${FORWARDER.id}`;

for (const locale of inChinese) {
  const t = catalogues[locale];
  const name = FORWARDER.name[locale];

  test.describe(`${locale}: enterprise directory`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('a visitor opens a category from the header, searches by name and province, and opens an enterprise', async ({
      page,
    }) => {
      await page.goto('/other/about');
      const nav = page.getByRole('navigation', { name: t['layout.nav.label'] });
      await nav.getByRole('link', { name: exact(t['menu.nav.forwarding']) }).click();
      await expect(page).toHaveURL('/business/foreignTrade/2');
      await expect(
        page.getByRole('heading', { level: 1, name: t['directory.category.2.title'] }),
      ).toBeVisible();
      const list = page.getByRole('list', { name: t['directory.list.label'] });
      await expect(list.getByRole('article')).toHaveCount(10);
      await expectNoSeriousViolations(page);

      const box = page.getByLabel(t['directory.filters.keyword'], { exact: true });
      await box.fill(FORWARDER.keyword[locale]);
      await box.press('Enter');
      await expect(page).toHaveURL(/[?&]keyword=/);

      const province = page.getByLabel(t['directory.filters.province'], { exact: true });
      await province.click();
      await province.fill(FORWARDER.province[locale]);
      await openOptions(page).filter({ hasText: FORWARDER.province[locale] }).first().click();
      await expect(page).toHaveURL(/[?&]provinceCode=310000(&|$)/);
      const card = list.getByRole('article', { name });
      await expect(card).toBeVisible();
      await expect(card).toContainText(t['directory.cert.approved']);
      await expect(list.getByRole('article')).toHaveCount(1);

      await card.getByRole('link', { name }).click();
      await expect(page).toHaveURL(detailPath);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const contact = page.getByRole('region', { name: t['directory.contact.title'] });
      await expect(
        contact.getByRole('link', { name: t['directory.contact.login'] }),
      ).toHaveAttribute('href', `/login?reject=${encodeURIComponent(detailPath)}`);
      await expect(page.getByText(FORWARDER.phone)).toHaveCount(0);
      // The forwarder's listings, each a link to its page on the market.
      const listings = page.getByRole('region', { name: t['directory.listings.title'] });
      await expect(listings.getByRole('link').first()).toHaveAttribute(
        'href',
        /^\/business\/marketDetail\?id=\d+$/,
      );
      await expectNoSeriousViolations(page);
    });

    test.describe('a member', () => {
      test.use({ storageState: storageStatePath('shipper') });

      test('sees the contact details', async ({ page }) => {
        await page.goto(detailPath);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        const contact = page.getByRole('region', { name: t['directory.contact.title'] });
        await expect(contact.getByRole('link', { name: FORWARDER.phone })).toHaveAttribute(
          'href',
          `tel:${FORWARDER.phone}`,
        );
        await expect(page.getByText(t['directory.contact.login'])).toHaveCount(0);
      });
    });
  });
}
