import { paths } from '../../src/config/paths';
import { DirectoryApi } from '../../src/contract/directory/paths';
import { DirectoryReplies } from '../../src/contract/directory/replies';
import { HsCodeApi } from '../../src/contract/hs-code/paths';
import { API_PREFIX } from '../../src/contract/http';
import { MarketApi } from '../../src/contract/market/paths';
import { NewsApi } from '../../src/contract/news/paths';
import { NewsReplies } from '../../src/contract/news/replies';
import { NotificationApi } from '../../src/contract/notification/paths';
import { TenderApi } from '../../src/contract/tender/paths';
import { expect, storageStatePath, test } from './fixtures';
import { ask, firstIdOf } from './mock-data';
import { catalogues } from './texts';
import { getTender } from './trade-api';

import type { Page as ResultPage } from '../../src/contract/http';
import type { Notification } from '../../src/contract/notification/types';
import type { Page } from '@playwright/test';

const t = catalogues['zh-CN'];

/**
 * Holds the page's own chunk until the page's first request has been sent, then lets it load:
 * only a request started by the route (not by the page's code) can be sent meanwhile.
 */
async function holdPageChunkUntil(page: Page, chunk: RegExp, apiPath: string) {
  // Without an early start the page's code never arrives, so this is the failure to expect.
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname.endsWith(`${API_PREFIX}${apiPath}`),
    { timeout: 10_000 },
  );
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(`${API_PREFIX}${apiPath}`)) calls.push(url.search);
  });
  await page.route(
    (url) => chunk.test(url.pathname),
    async (route) => {
      await sent;
      await route.continue();
    },
  );
  return { sent, calls };
}

test.describe("a visitor's first visit asks for the page's data beside the page's code", () => {
  test('a tender: its details are asked for before the page chunk arrives, once', async ({
    page,
    request,
  }) => {
    const tender = await getTender(request, '5003');
    const { sent, calls } = await holdPageChunkUntil(
      page,
      /^\/assets\/tender-detail-[\w-]+\.js$/,
      TenderApi.detail,
    );
    await page.goto(paths.business.tenderDetail.href(tender.id));
    await sent;
    await expect(page.getByRole('heading', { level: 1, name: tender.title })).toBeVisible();
    expect(calls).toEqual([`?id=${tender.id}`]);
  });

  test('a listing: its details are asked for before the page chunk arrives, once', async ({
    page,
  }) => {
    const { sent, calls } = await holdPageChunkUntil(
      page,
      /^\/assets\/market-detail-[\w-]+\.js$/,
      MarketApi.detail,
    );
    await page.goto(paths.business.marketDetail.href({ id: '5001' }));
    await sent;
    await expect(page.getByRole('region', { name: t['market.detail.prices'] })).toContainText(
      'USD',
    );
    expect(calls).toEqual(['?id=5001']);
  });

  test('an enterprise: its details are asked for before the page chunk arrives, once', async ({
    page,
    request,
  }) => {
    const id = await firstIdOf(request, DirectoryApi.page, DirectoryReplies.page, 'enterprise', {
      category: 1,
    });
    const enterprise = await ask(request, DirectoryApi.detail, DirectoryReplies.detail, { id });
    const { sent, calls } = await holdPageChunkUntil(
      page,
      /^\/assets\/foreign-trade-detail-[\w-]+\.js$/,
      DirectoryApi.detail,
    );
    await page.goto(paths.business.foreignTradeDetail.href({ id }));
    await sent;
    await expect(page.getByRole('heading', { level: 1, name: enterprise.name })).toBeVisible();
    expect(calls).toEqual([`?id=${id}`]);
  });

  test('an article: it is asked for, and its cover fetched, before the page chunk arrives, once', async ({
    page,
    request,
  }) => {
    const { records } = await ask(request, NewsApi.page, NewsReplies.page, {
      current: 1,
      size: 20,
    });
    const first = records.find((item) => item.cover);
    if (!first?.cover) throw new Error('the mock has no article with a cover');
    const coverPath = new URL(first.cover, 'http://any.host').pathname;
    const cover = page.waitForRequest((sent) => new URL(sent.url()).pathname === coverPath, {
      timeout: 10_000,
    });
    const { sent, calls } = await holdPageChunkUntil(
      page,
      /^\/assets\/news-detail-[\w-]+\.js$/,
      NewsApi.detail,
    );
    // The chunk waits for the cover too: only the route's early start can have asked for it.
    await page.route(/\/assets\/news-detail-[\w-]+\.js$/, async (route) => {
      await cover;
      await route.fallback();
    });
    await page.goto(paths.business.newsDetail.href({ id: first.id }));
    await sent;
    await cover;
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.locator('main article img').first()).toHaveJSProperty('complete', true);
    expect(calls).toEqual([`?id=${first.id}`]);
  });

  test('the HS look-up: its chapters are asked for before the page chunk arrives, once', async ({
    page,
  }) => {
    const { sent, calls } = await holdPageChunkUntil(
      page,
      /^\/assets\/customs-[\w-]+\.js$/,
      HsCodeApi.tree,
    );
    await page.goto(paths.tool.customs.href());
    await sent;
    const tree = page.getByRole('region', { name: t['hsCode.tree.title'] });
    await expect(tree.getByRole('button').first()).toBeVisible();
    expect(calls).toEqual(['']);
  });

  test('the HS look-up: no chapters are asked for again while the tree keeps them', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(`${API_PREFIX}${HsCodeApi.tree}`)) calls.push(url.search);
    });
    const tree = page.getByRole('region', { name: t['hsCode.tree.title'] });
    await page.goto(paths.tool.customs.href());
    await expect(tree.getByRole('button').first()).toBeVisible();
    await page.getByRole('link', { name: t['menu.tool.shipDate'] }).first().click();
    await page.waitForURL((url) => url.pathname === paths.tool.shipDate.href());
    await page.goBack();
    await page.waitForURL((url) => url.pathname === paths.tool.customs.href());
    // Opening a chapter asks for its headings: a chapter list started by the way back would have
    // been sent before it.
    const chapter = tree.getByRole('button').first();
    await chapter.click();
    await expect(chapter).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[0]).toBe('');
    expect(calls[1]).toMatch(/^\?parent=\d+$/);
  });
});

test.describe("a member's first visit asks for the page's data beside the page's code", () => {
  test.use({ storageState: storageStatePath('shipper') });

  test('notifications: the page the address names is asked for before the page chunk arrives, once', async ({
    page,
  }) => {
    const { sent, calls } = await holdPageChunkUntil(
      page,
      /^\/assets\/notifications-[\w-]+\.js$/,
      NotificationApi.page,
    );
    const answered = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith(`${API_PREFIX}${NotificationApi.page}`),
    );
    await page.goto(`${paths.user.notifications.href()}?group=tender&unread=1`);
    await sent;
    const { data } = (await (await answered).json()) as { data: ResultPage<Notification> };
    if (data.records.length === 0) {
      await expect(page.getByText(t['notification.list.emptyUnread'])).toBeVisible();
    } else {
      const list = page.getByRole('list', { name: t['notification.list.label'] });
      await expect(list.getByRole('listitem')).toHaveCount(data.records.length);
    }
    expect(calls).toEqual(['?current=1&size=10&group=tender&unread=true']);
  });
});
