import { paths } from '../../src/config/paths';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, startInLocale, storageStatePath, test, inChinese } from './fixtures';
import { expectNoHorizontalScroll, expectNothingCut, expectWithinScreen } from './layout';
import { choosePort, pickOption, selectOf } from './select';
import { catalogues, exact, worded } from './texts';
import { apiToken, listingBody, publishListing } from './trade-api';

/** Each locale quotes its own lane, so the two workers never favourite the same rate at once. */
const QUOTE_POD = { 'zh-CN': 'JPTYO', 'en-US': 'USLAX' } as const;

/** Each locale publishes on its own lane, so parallel workers never read each other's rows. */
const LANES = {
  'zh-CN': { pod: 'FJSUV', lane: '大连 → 苏瓦' },
  'en-US': { pod: 'PGPOM', lane: 'Dalian → Port Moresby' },
} as const;

for (const locale of inChinese) {
  const t = catalogues[locale];

  test.describe(`${locale}: the freight market`, () => {
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('a visitor searches, runs an instant quote, opens a rate and logs in to favourite it', async ({
      page,
    }) => {
      await page.goto('/business/market');
      const list = page.getByRole('region', { name: t['market.list.title'] });
      await expect(list.getByRole('article')).toHaveCount(10);
      await expectNoSeriousViolations(page);

      const filters = page.getByRole('search', { name: t['market.filters.title'] });
      await choosePort(page, filters.getByLabel(t['trade.lane.pol'], { exact: true }), 'CNSHA');
      await expect(page).toHaveURL(/[?&]pol=CNSHA(&|$)/);
      await expect(list.getByRole('article').first()).toContainText(
        locale === 'zh-CN' ? '上海 →' : 'Shanghai →',
      );

      const quote = page.getByRole('region', { name: t['market.quote.title'] });
      // The form opens when a quote is started, its first field ready to type into.
      await quote.getByRole('button', { name: t['market.quote.start'] }).click();
      await expect(quote.getByLabel(t['trade.lane.pol'], { exact: true })).toBeFocused();
      await choosePort(page, quote.getByLabel(t['trade.lane.pol'], { exact: true }), 'CNSHA');
      await choosePort(
        page,
        quote.getByLabel(t['trade.lane.pod'], { exact: true }),
        QUOTE_POD[locale],
      );
      await quote.getByLabel(t['trade.lane.containerType'], { exact: true }).click();
      const forty = locale === 'zh-CN' ? '40英尺普柜' : "40' General Purpose";
      await pickOption(page, forty);
      await expect(
        selectOf(quote.getByLabel(t['trade.lane.containerType'], { exact: true })),
      ).toContainText(forty);
      await quote.getByLabel(t['market.quote.quantity'], { exact: true }).fill('2');
      await expect(quote.getByLabel(t['market.quote.quantity'], { exact: true })).toHaveValue('2');
      await quote.getByRole('button', { name: t['market.quote.submit'] }).click();
      await expect(page).toHaveURL(new RegExp(`qPod=${QUOTE_POD[locale]}.*qContainer=40GP&qQty=2`));
      const first = quote.getByRole('listitem').first();
      await expect(first).toContainText(/USD/);
      await first.getByRole('button', { name: t['market.quote.breakdown'] }).click();
      await expect(first.getByRole('table')).toBeVisible();

      await first.getByRole('link').click();
      await expect(page).toHaveURL(/\/business\/marketDetail\?id=\d+$/);
      const detailUrl = new URL(page.url());
      await expect(page.getByRole('region', { name: t['market.detail.prices'] })).toContainText(
        '40GP',
      );
      await expect(page.getByText(t['market.publisher.loginHint'])).toBeVisible();

      await page.locator('button[aria-pressed]').click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('reject')).toBe(
        `${detailUrl.pathname}${detailUrl.search}`,
      );
      // The button's state is known once the favourites check has answered.
      const checked = page.waitForResponse((response) => response.url().includes('/collect/check'));
      await loginAs(page, 'shipper');
      await checked;
      await expect(page).toHaveURL(detailUrl.href);
      await expect(page.getByText(t['market.publisher.phone'], { exact: true })).toBeVisible();
      const favourite = page.locator('button[aria-pressed]');
      const before = await favourite.getAttribute('aria-pressed');
      await favourite.click();
      await expect(favourite).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    });

    test.describe('a forwarder', () => {
      test.use({ storageState: storageStatePath('forwarder') });

      test('publishes, edits and takes down a rate', async ({ page }) => {
        const { pod, lane } = LANES[locale];
        await page.goto('/business/myMarket');
        await page.getByRole('button', { name: t['market.mine.create'] }).click();
        const drawer = page.getByRole('dialog', { name: t['marketMine.form.createTitle'] });
        await choosePort(page, drawer.getByLabel(t['trade.lane.pol'], { exact: true }), 'CNDLC');
        await choosePort(page, drawer.getByLabel(t['trade.lane.pod'], { exact: true }), pod);
        const carrier = drawer.getByLabel(t['trade.lane.carrier'], { exact: true });
        const cosco = locale === 'zh-CN' ? '中远海运集运' : 'COSCO Shipping Lines';
        await carrier.click();
        await carrier.fill(cosco.slice(0, 4));
        await pickOption(page, cosco);
        await expect(drawer.getByTitle(cosco)).toBeVisible();
        const amount = (line: number) =>
          drawer.getByLabel(worded(locale, 'marketMine.form.priceAmount.line', { line }), {
            exact: true,
          });
        await amount(1).fill('980');
        await amount(2).fill('1750.50');
        await amount(3).fill('1800');
        await drawer.getByRole('checkbox', { name: t['market.weekday.3'] }).check();
        await drawer.getByLabel(t['marketMine.form.transitDays'], { exact: true }).fill('12');
        await page
          .getByRole('button', { name: t['marketMine.form.submitCreate'], exact: true })
          .click();
        await expect(page.getByText(t['marketMine.form.created'])).toBeVisible();

        const row = page.getByRole('row').filter({ hasText: lane }).first();
        await expect(row).toContainText('980.00');
        await row.getByRole('button', { name: t['marketMine.edit'] }).click();
        const edit = page.getByRole('dialog', { name: t['marketMine.form.editTitle'] });
        await edit
          .getByLabel(worded(locale, 'marketMine.form.priceAmount.line', { line: 1 }), {
            exact: true,
          })
          .fill('960');
        await page
          .getByRole('button', { name: t['marketMine.form.submitSave'], exact: true })
          .click();
        await expect(page.getByText(t['marketMine.form.saved'])).toBeVisible();
        await expect(row).toContainText('960.00');

        await row.getByRole('button', { name: t['marketMine.off'] }).click();
        await expect(page.getByText(t['marketMine.offDone'])).toBeVisible();
        await expect(row).toContainText(t['codes.listing_status.off']);
        await expect(row.getByRole('button', { name: t['marketMine.on'] })).toBeVisible();
      });
    });
  });
}

/** Each locale publishes on its own lane, so parallel workers never take down each other's rate. */
const PHONE_PODS = { 'zh-CN': 'NZLYT', 'ar-EG': 'MUPLU' } as const;

// The default language and the one written right to left: on a phone a publisher's rate is a
// card, where the table would show its lane alone.
for (const locale of ['zh-CN', 'ar-EG'] as const) {
  const t = catalogues[locale];

  test.describe(`${locale}: my rates on a phone`, () => {
    test.use({ storageState: storageStatePath('consolidator') });

    test('each rate is a card with its prices, validity, status and actions; Take down works from it', async ({
      page,
      request,
    }) => {
      const token = await apiToken(request, 'consolidator');
      const listing = await publishListing(
        request,
        token,
        listingBody('CNDLC', PHONE_PODS[locale]),
      );
      await startInLocale(page, locale);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(paths.business.myMarket.href());
      const list = page.getByRole('list', { name: t['menu.business.myMarket'] });
      const card = list.getByRole('article').filter({
        has: page.locator(`a[href="${paths.business.marketDetail.href({ id: listing.id })}"]`),
      });
      await expect(card).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(card).toContainText('1,800.00');
      await expect(card).toContainText(t['market.card.validity']);
      await expect(card).toContainText(t['codes.listing_status.on']);
      await expectWithinScreen(page, card);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousViolations(page);

      // A thumb presses the card's actions: the default height, not the table's small one.
      const takeDown = card.getByRole('button', { name: t['marketMine.off'] });
      expect((await takeDown.boundingBox())?.height).toBeGreaterThanOrEqual(32);
      await takeDown.click();
      await expect(page.getByText(t['marketMine.offDone'])).toBeVisible();
      await expect(card).toContainText(t['codes.listing_status.off']);
      await expect(card.getByRole('button', { name: t['marketMine.on'] })).toBeVisible();

      // The four states are a select on a phone: each one in reach, none cut at the edge.
      const filter = page.getByRole('combobox', { name: t['marketMine.statusLabel'] });
      await filter.click();
      await pickOption(page, exact(t['marketMine.status.off']));
      await expect(selectOf(filter)).toContainText(t['marketMine.status.off']);
      await expect(page).toHaveURL(/status=off/);
      await expect(card).toContainText(t['codes.listing_status.off']);
      await expectNoHorizontalScroll(page);
    });
  });
}

/** Each locale publishes on its own lane, so parallel workers never open each other's rate. */
const FORM_PODS = { 'en-US': 'KHKOS', 'ar-EG': 'OMSOH' } as const;

// The languages whose container types and charges are longest, and the one written right to left.
for (const locale of ['en-US', 'ar-EG'] as const) {
  const t = catalogues[locale];

  test.describe(`${locale}: a rate's form`, () => {
    test.use({ storageState: storageStatePath('forwarder') });

    test('lines its prices up in columns and shows each chosen value and action whole, on a phone and a desktop', async ({
      page,
      request,
    }) => {
      const token = await apiToken(request, 'forwarder');
      const listing = await publishListing(request, token, {
        ...listingBody('CNDLC', FORM_PODS[locale]),
        prices: [
          { unit: '20GP', amount: '980.00' },
          { unit: '40GP', amount: '1750.50' },
          { unit: '40HQ', amount: '1800.00' },
        ],
        surcharges: [
          { code: 'BAF', unit: 'per_container', amount: '120.00' },
          { code: 'DOC', unit: 'per_bl', amount: '50.00' },
        ],
      });
      await startInLocale(page, locale);
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(paths.business.myMarket.href());
        // A row of the table on a desktop, a card on a phone.
        const item = page
          .locator(`a[href="${paths.business.marketDetail.href({ id: listing.id })}"]`)
          .locator('xpath=ancestor::*[self::tr or self::article][1]');
        await expect(item).toBeVisible();
        // On a desktop the table fits its card: every rate's actions in view, none scrolled off.
        if (width === 1440) await expectNothingCut(page.locator('.ant-table-content'));
        await item.getByRole('button', { name: t['marketMine.edit'] }).click();
        const form = page.getByRole('dialog', { name: t['marketMine.form.editTitle'] });
        const control = (id: keyof typeof t, line: number) =>
          form.getByLabel(worded(locale, id, { line }), { exact: true });
        await expect(control('marketMine.form.priceAmount.line', 3)).toHaveValue('1800.00');

        // Each column starts and ends where the first line's does, whatever the chosen value.
        const cell = async (id: keyof typeof t, line: number) => {
          const box = await control(id, line)
            .locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-form-item ")][1]')
            .boundingBox();
          return box && { x: box.x, width: box.width };
        };
        for (const id of [
          'marketMine.form.priceUnit.line',
          'marketMine.form.priceAmount.line',
        ] as const) {
          const first = await cell(id, 1);
          expect(first?.width).toBeGreaterThan(0);
          for (const line of [2, 3]) expect(await cell(id, line)).toEqual(first);
        }
        // A select's shown value is the text beside its combobox: each one whole.
        await expectNothingCut(form.getByRole('combobox').locator('..'));
        await expectNoHorizontalScroll(page);
        await expectNoSeriousViolations(page);
      }
    });
  });
}
