import { paths } from '../../src/config/paths';
import { contactChannels } from '../../src/pages/other/channels';
import { clauseParts, EFFECTIVE_DATE } from '../../src/pages/other/clause/sections';
import { arEG, enUS, zhCN } from '../utils/catalogues';
import { expect, startInLocale, test, inChinese } from './fixtures';
import { expectNoHorizontalScroll, expectNothingCut } from './layout';

const catalogues = { 'zh-CN': zhCN, 'en-US': enUS } as const;

for (const locale of inChinese) {
  const t = catalogues[locale];

  test.describe(`/other pages, ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('about names the three enterprise types and visitors, and what the platform offers', async ({
      page,
    }) => {
      await page.goto(paths.other.about.href());
      await expect(
        page.getByRole('heading', { level: 1, name: t['menu.other.about'] }),
      ).toBeVisible();
      for (const id of [
        'other.about.audience.shipper.title',
        'other.about.audience.forwarder.title',
        'other.about.audience.consolidator.title',
        'other.about.audience.visitor.title',
        'other.about.offer.tender.title',
        'other.about.offer.hs.title',
        'other.about.offer.invoice.title',
      ] as const) {
        await expect(page.getByRole('heading', { level: 3, name: t[id] })).toBeVisible();
      }
      await expect(page.getByRole('listitem')).not.toHaveCount(0);
    });

    test('contact offers a dialable hotline, e-mail links and the hours in UTC+8', async ({
      page,
    }) => {
      await page.goto(paths.other.contact.href());
      await expect(
        page.getByRole('link', { name: contactChannels.hotline.display }),
      ).toHaveAttribute('href', contactChannels.hotline.tel);
      for (const address of [
        contactChannels.email.support,
        contactChannels.email.business,
        contactChannels.email.media,
      ]) {
        await expect(page.getByRole('link', { name: address })).toHaveAttribute(
          'href',
          `mailto:${address}`,
        );
      }
      await expect(page.getByText(t['other.contact.service.hoursValue'])).toContainText('UTC+8');
      await expect(page.getByText(contactChannels.wechatId, { exact: true })).toBeVisible();
    });

    test('clause: every contents link leads to its numbered section and moves focus there', async ({
      page,
    }) => {
      await page.goto(paths.other.clause.href());
      await expect(page.locator(`time[datetime="${EFFECTIVE_DATE}"]`)).toBeVisible();
      const contents = page.getByRole('navigation', { name: t['other.clause.toc'] });
      const links = contents.getByRole('link');
      await expect(links).toHaveCount(16);
      for (const href of await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      )) {
        await expect(page.locator(href)).toHaveCount(1);
      }
      const rights = contents.getByRole('link', {
        name: new RegExp(t['other.clause.rights.title']),
      });
      await rights.click();
      const heading = page.getByRole('heading', {
        level: 3,
        name: new RegExp(t['other.clause.rights.title']),
      });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
    });

    test('a link to a clause section scrolls to it once the page has loaded', async ({ page }) => {
      await page.goto(`${paths.other.clause.href()}#privacy-storage`);
      await expect(
        page.getByRole('heading', { level: 3, name: new RegExp(t['other.clause.storage.title']) }),
      ).toBeInViewport();
    });

    test('the three pages fit a 375 px wide phone', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      for (const url of [
        paths.other.about.href(),
        paths.other.contact.href(),
        paths.other.clause.href(),
      ]) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoHorizontalScroll(page);
      }
    });
  });
}

// English and Arabic titles are the longest: on a phone they wrap rather than end in an ellipsis.
for (const [locale, t] of [
  ['en-US', enUS],
  ['ar-EG', arEG],
] as const) {
  test(`clause: on a 375 px phone every contents title shows whole, ${locale}`, async ({
    page,
  }) => {
    await startInLocale(page, locale);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(paths.other.clause.href());
    const links = page.getByRole('navigation', { name: t['other.clause.toc'] }).getByRole('link');
    await expect(links).toHaveCount(
      clauseParts.reduce((sum, part) => sum + 1 + part.sections.length, 0),
    );
    await expectNothingCut(links);
  });
}
