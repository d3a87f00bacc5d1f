import { enUS, zhCN } from '../utils/catalogues';
import { expectNoSeriousViolations } from './axe';
import {
  expect,
  loginAs,
  startInLocale,
  storageStatePath,
  test,
  inChinese,
  type TestLocale,
} from './fixtures';
import { openOptions, selectOf } from './select';
import { formatted } from './texts';
import { apiToken, createTender, tenderBody } from './trade-api';

import type { TenderDetail } from '../../src/contract/tender/types';
import type { Page } from '@playwright/test';

const catalogues = { 'zh-CN': zhCN, 'en-US': enUS } as const;
/** The pol and pod of the fresh tenders: a lane few seeded tenders use, so they show on page 1. */
const LANE = { pol: 'CNDLC', pod: 'AUMEL' } as const;
const portNames = {
  'zh-CN': { pol: '大连 (CNDLC)', pod: '墨尔本 (AUMEL)' },
  'en-US': { pol: 'Dalian (CNDLC)', pod: 'Melbourne (AUMEL)' },
} as const;

/** A lane no seeded or spec-made tender sails: the hall's search on it finds nothing. */
const EMPTY_LANE = { pol: 'CNSHA', pod: 'PGPOM', containerType: '40HQ' } as const;

/** A tender published by the demo shipper through the API, on LANE. */
async function freshTender(page: Page): Promise<TenderDetail> {
  const token = await apiToken(page.request, 'shipper');
  return createTender(page.request, token, tenderBody({ ...LANE, remarks: 'E2E remarks' }));
}

/** The results list: its cards are articles named by their titles. */
const results = (page: Page, locale: TestLocale) =>
  page.getByRole('list', { name: catalogues[locale]['tender.list.label'] });

for (const locale of inChinese) {
  const t = catalogues[locale];
  const names = portNames[locale];

  test.describe(`${locale}: tender hall, detail and search`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('a visitor filters the hall by a port, opens a tender and is asked to log in for contact', async ({
      page,
    }) => {
      const tender = await freshTender(page);
      await page.goto('/business/tendering');
      await expect(results(page, locale)).toBeVisible();
      await expectNoSeriousViolations(page);

      const pol = page.getByLabel(t['trade.lane.pol'], { exact: true });
      await pol.click();
      await pol.fill(LANE.pol);
      await openOptions(page)
        .filter({ hasText: `(${LANE.pol})` })
        .click();
      await expect(page).toHaveURL(new RegExp(`[?&]pol=${LANE.pol}(&|$)`));

      const card = results(page, locale).getByRole('article', { name: tender.title });
      await expect(card).toBeVisible();
      await expect(card).toContainText(names.pol);
      await expect(card.getByRole('timer')).toHaveText(/\d\d:\d\d:\d\d$/);
      await expect(
        results(page, locale)
          .getByRole('article')
          .filter({ hasNotText: `(${LANE.pol})` }),
      ).toHaveCount(0);

      await card.getByRole('link', { name: tender.title }).click();
      await expect(page).toHaveURL(`/business/tendering/${tender.id}`);
      await expect(page.getByRole('heading', { level: 1, name: tender.title })).toBeVisible();
      const facts = page.getByRole('region', { name: t['tender.detail.facts'] });
      await expect(facts).toContainText(names.pod);
      await expect(facts).toContainText('2 × 40HQ');
      await expect(facts).toContainText('GMT+8');
      await expect(page.getByText('E2E remarks')).toBeVisible();

      const issuer = page.getByRole('region', { name: t['tender.issuer.title'] });
      const login = issuer.getByRole('link', { name: t['tender.issuer.loginForContact'] });
      await expect(login).toHaveAttribute(
        'href',
        `/login?reject=${encodeURIComponent(`/business/tendering/${tender.id}`)}`,
      );
      await expect(issuer.getByRole('link', { name: /^tel:/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: t['tender.action.login'] })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`pol=${LANE.pol}`));
      await expect(
        results(page, locale).getByRole('article', { name: tender.title }),
      ).toBeVisible();
    });

    test('a search given in the address survives a reload', async ({ page }) => {
      const tender = await freshTender(page);
      const keyword = tender.cargoName;
      const url = `/business/searchTender?pol=${LANE.pol}&keyword=${encodeURIComponent(keyword)}&sort=deadline&order=asc&status=all`;
      await page.goto(url);

      const keywordField = page.getByLabel(t['tender.search.keyword'], { exact: true });
      await expect(keywordField).toHaveValue(keyword);
      await expect(
        results(page, locale).getByRole('article', { name: tender.title }),
      ).toBeVisible();
      await expect(results(page, locale).getByRole('article')).toHaveCount(1);
      await expectNoSeriousViolations(page);

      await page.reload();
      await expect(keywordField).toHaveValue(keyword);
      await expect(
        results(page, locale).getByRole('article', { name: tender.title }),
      ).toBeVisible();
      expect(new URL(page.url()).search).toBe(new URL(url, page.url()).search);

      await keywordField.fill(`${keyword}-none`);
      await page.getByRole('button', { name: t['tender.search.submit'], exact: true }).click();
      const issue = page.getByRole('link', { name: t['trade.laneTender.offer'] });
      await expect(issue).toHaveAttribute('href', `/business/tenderIssue?pol=${LANE.pol}`);
    });

    test('a visitor whose hall search finds nothing tenders the lane: logs in and finds it on the form', async ({
      page,
    }) => {
      const { pol, pod, containerType } = EMPTY_LANE;
      await page.goto(`/business/tendering?pol=${pol}&pod=${pod}&containerType=${containerType}`);
      await expect(page.getByText(t['tender.list.empty'], { exact: true })).toBeVisible();
      const offer = page.getByRole('link', { name: t['trade.laneTender.offer'] });
      await expect(offer).toBeVisible();
      await expectNoSeriousViolations(page);

      await offer.click();
      await page.waitForURL((url) => url.pathname === '/login');
      const filled = `/business/tenderIssue?pol=${pol}&pod=${pod}&containerType=${containerType}`;
      expect(new URL(page.url()).searchParams.get('reject')).toBe(new URL(filled, page.url()).href);

      await loginAs(page, 'shipper');
      await expect(page).toHaveURL(filled);
      await expect(
        selectOf(page.getByLabel(t['tenderIssue.field.pol.label'], { exact: true })),
      ).toContainText(`(${pol})`);
      await expect(
        selectOf(page.getByLabel(t['tenderIssue.field.pod.label'], { exact: true })),
      ).toContainText(`(${pod})`);
      const lineType = formatted(t['tenderIssue.field.containers.typeLabel'], { index: 1 });
      await expect(selectOf(page.getByLabel(lineType, { exact: true }))).toContainText(
        containerType,
      );
    });

    test.describe('as a logged-in forwarder', () => {
      test.use({ storageState: storageStatePath('forwarder') });

      test('sees the contact details and can bid', async ({ page }) => {
        const tender = await freshTender(page);
        await page.goto(`/business/tendering/${tender.id}`);

        const issuer = page.getByRole('region', { name: t['tender.issuer.title'] });
        await expect(issuer.getByText(t['tender.issuer.contactName'])).toBeVisible();
        await expect(
          issuer.getByRole('link', { name: t['tender.issuer.loginForContact'] }),
        ).toHaveCount(0);
        await expect(
          page.getByRole('link', { name: t['tender.action.bid'], exact: true }),
        ).toHaveAttribute('href', `/business/quote?tenderId=${tender.id}`);
        await expectNoSeriousViolations(page);
      });
    });
  });
}
