import { HOSTILE_NEWS_IDS } from '../../mock/domains/news/seed';
import { API_PREFIX } from '../../src/contract/http';
import { NewsApi } from '../../src/contract/news/paths';
import { expectNoSeriousViolations } from './axe';
import { expect, startInLocale, test, inEnglish } from './fixtures';
import { catalogues, exact } from './texts';

import type { NewsDetail } from '../../src/contract/news/types';
import type { APIRequestContext, Page } from '@playwright/test';

/** The seeded item that carries every hostile payload (mock/domains/news/data-hostile.ts). */
const HOSTILE_ID = HOSTILE_NEWS_IDS[0];

declare global {
  interface Window {
    __xss?: unknown;
  }
}

async function fetchDetail(request: APIRequestContext, id: string, locale: string) {
  const response = await request.get(`${API_PREFIX}${NewsApi.detail}?id=${id}`, {
    headers: { 'Accept-Language': locale },
  });
  return ((await response.json()) as { data: NewsDetail }).data;
}

/** Everything in the article that could run script, as the browser parsed it. */
function executableIn(page: Page) {
  return page.locator('main article').evaluate((article) => {
    const found: string[] = [];
    const forbidden = 'script, iframe, frame, object, embed, form, input, meta, base, style';
    for (const element of article.querySelectorAll(forbidden)) found.push(element.localName);
    for (const element of article.querySelectorAll('*')) {
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name) || name === 'srcdoc') found.push(`${element.localName}[${name}]`);
        if (/^\s*(javascript|vbscript|data):/i.test(value) && !/^data:image\//i.test(value)) {
          found.push(`${element.localName}[${name}=${value}]`);
        }
      }
    }
    return found;
  });
}

for (const locale of inEnglish) {
  const t = catalogues[locale];

  test.describe(`${locale}: news`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test.describe('hostile HTML', () => {
      // Chrome checks the page's Content-Security-Policy while the sanitiser parses the body in an
      // inert document: the payload's handlers, styles and <base> are reported as blocked there
      // (and the sanitiser removes them); none of it reaches the page.
      test.use({
        expectedProblems:
          /^console: (Executing inline event handler|Applying inline style|Setting the document's base URI to 'https:\/\/evil\.example\/') violates|^csp: (script-src-attr|style-src-attr|style-src-elem|base-uri) blocked/,
      });

      test('a news item with hostile HTML renders its content without running any script', async ({
        page,
        context,
        request,
      }) => {
        const dialogs: string[] = [];
        const xssLogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(`${dialog.type()}: ${dialog.message()}`);
          void dialog.dismiss();
        });
        page.on('console', (message) => {
          if (/xss/i.test(message.text())) xssLogs.push(message.text());
        });
        const raw = await fetchDetail(request, HOSTILE_ID, locale);
        const foreignHosts: string[] = [];
        page.on('request', (sent) => {
          const { protocol, hostname } = new URL(sent.url());
          if (/^https?:$/.test(protocol) && hostname !== '127.0.0.1') foreignHosts.push(hostname);
        });

        await page.goto(`/business/newsDetial?id=${HOSTILE_ID}`);
        await expect(page.getByRole('heading', { level: 1, name: exact(raw.title) })).toBeVisible();
        const article = page.locator('main article');
        await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(article.locator('section li').first()).toBeVisible();
        await expect(article.locator('section figure img')).toBeVisible();
        // Every image has loaded or failed, so an onerror would have run by now.
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll('main article img')).every(
            (image) => (image as HTMLImageElement).complete,
          ),
        );
        // The disarmed link and the hover target do nothing.
        await article.getByText('查看完整运价表 / Full rate sheet').click();
        await article.getByText('悬停 / Hover').hover();

        // The tracking pixel of another host was never asked for; it and the image that is not one
        // show the neutral placeholder.
        expect(foreignHosts).toEqual([]);
        await expect(article.locator('img[src^="data:image/svg+xml"]')).toHaveCount(2);
        expect(await executableIn(page)).toEqual([]);
        expect(await page.evaluate(() => window.__xss)).toBeUndefined();
        expect(page.url()).toContain(`/business/newsDetial?id=${HOSTILE_ID}`);
        expect(dialogs).toEqual([]);
        expect(xssLogs).toEqual([]);
        await expectNoSeriousViolations(page);

        // The control: the same body inserted raw does run, so the checks above prove something.
        const control = await context.newPage();
        control.on('dialog', (dialog) => void dialog.dismiss());
        await control.setContent(raw.content);
        await expect.poll(() => control.evaluate(() => window.__xss)).toBeDefined();
        await control.close();
      });
    });

    test('on a phone an article shows its cover as a thumbnail beside its title', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/business/newsList');
      const article = page.getByRole('list', { name: t['news.list.label'] }).getByRole('article');
      const first = article.first();
      await expect(first.locator('img')).toBeVisible();

      const card = await first.boundingBox();
      const title = await first.getByRole('heading', { level: 2 }).boundingBox();
      const cover = await first.locator('img').boundingBox();
      // Beside (not above) the title, under 40 % of the card: more articles fit a screen,
      // and the page's heading, painted before the app runs, stays its largest content.
      expect(cover && title && cover.x >= title.x + title.width).toBe(true);
      expect(cover && card && cover.width < card.width * 0.4).toBe(true);
      await expect(article.nth(2)).toBeInViewport();
    });

    test('a visitor opens the help centre from the header, searches, switches category and reads an article', async ({
      page,
    }) => {
      await page.goto('/other/about');
      const nav = page.getByRole('navigation', { name: t['layout.nav.label'] });
      await nav.getByRole('link', { name: exact(t['menu.nav.help']) }).click();
      await expect(page).toHaveURL('/business/newsList?category=help');
      await expect(
        page.getByRole('heading', { level: 1, name: exact(t['news.list.helpTitle']) }),
      ).toBeVisible();
      const list = page.getByRole('list', { name: t['news.list.label'] });
      await expect(list.getByRole('article')).toHaveCount(10);
      await expectNoSeriousViolations(page);

      const keyword = locale === 'zh-CN' ? '密码' : 'password';
      await page.getByRole('searchbox', { name: t['news.search.label'] }).fill(keyword);
      await page.getByRole('searchbox', { name: t['news.search.label'] }).press('Enter');
      await expect(page).toHaveURL(/keyword=/);
      const first = list.getByRole('article').first().getByRole('link');
      await expect(first).toContainText(new RegExp(keyword, 'i'));
      const title = (await first.textContent()) ?? '';

      await page
        .getByRole('navigation', { name: t['news.categories.label'] })
        .getByRole('link', { name: exact(t['news.category.notice']) })
        .click();
      await expect(page).toHaveURL('/business/newsList?category=notice');
      await expect(list.getByRole('article')).toHaveCount(10);
      await page.goBack();
      await expect(page).toHaveURL(/category=help&keyword=/);
      // The notices stay listed until the search's answer replaces them: wait for it.
      await expect(first).toHaveText(title);

      await first.click();
      await expect(page.getByRole('heading', { level: 1, name: exact(title) })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: t['news.detail.neighbours'] }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
