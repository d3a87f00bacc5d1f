import { paths } from '../../src/config/paths';
import { expect, startInLocale, test } from './fixtures';

const NEXT_PAGE = { 'zh-CN': '下一页', 'en-US': 'Next Page' } as const;

for (const locale of ['zh-CN', 'en-US'] as const) {
  const other = locale === 'zh-CN' ? 'en-US' : 'zh-CN';

  test(`${locale}: a page with a pager loads its own language's texts only`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await startInLocale(page, locale);
    await page.goto(paths.business.tendering.href());

    // antd's pager speaks the page's language (its own default texts are Chinese).
    await expect(page.getByTitle(NEXT_PAGE[locale], { exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => script.includes(`catalogue-${other}`))).toEqual([]);
  });
}
