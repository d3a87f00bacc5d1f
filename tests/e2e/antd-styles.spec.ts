import { createRequire } from 'node:module';

import { theme } from 'antd';

import { antdTheme } from '../../src/app/antd-theme';
import { expect, startInLocale, test } from './fixtures';
import { catalogues } from './texts';

const t = catalogues['zh-CN'];

/**
 * The style elements generated on the page that hold rules for antd's component classes (the entry's
 * style sheet is written into index.html as a style element naming its file).
 */
const generatedComponentStyles = () =>
  [...document.querySelectorAll('style:not([data-href])')].filter((style) =>
    /\.(ant-(btn|card|select|form|table|pagination)|anticon)\b/.test(style.textContent ?? ''),
  ).length;

test.describe("antd's styles in the production build", () => {
  test.beforeEach(async ({ page }) => {
    await startInLocale(page, 'zh-CN');
  });

  test('come from the style sheets loaded with each page, none generated on the page', async ({
    page,
  }) => {
    await page.goto('/business/market');
    const quote = page.getByRole('region', { name: t['market.quote.title'] });
    const submit = quote.getByRole('button', { name: t['market.quote.start'] });
    // The theme's primary colour and antd's control height: the Button's and Select's sheets.
    await expect(submit).toHaveCSS('background-color', 'rgb(20, 86, 240)');
    await expect(submit).toHaveCSS('height', '32px');
    await expect(quote).toHaveCSS('border-radius', '8px');
    // The filters' selects, drawn before the Select's code loads, with the Select's own sheet.
    await expect(page.locator('.ant-select').first()).toHaveCSS('height', '32px');
    // The icons' reset (antd's and the icon package's own) comes from the sheet every page loads.
    await expect(page.locator('.anticon').first()).toHaveCSS(
      'text-rendering',
      'optimizelegibility',
    );
    expect(await page.evaluate(generatedComponentStyles)).toBe(0);

    // A page reached later brings its components' sheets with its code: the tender hall's pager.
    await page.goto('/');
    const tenders = page.getByRole('region', { name: t['home.tenders.title'] });
    await tenders.getByRole('link', { name: new RegExp(`^${t['home.block.more']}`) }).click();
    await expect(page).toHaveURL(/\/business\/tendering$/);
    await expect(page.locator('.ant-pagination').first()).toHaveCSS('display', 'flex');
    expect(await page.evaluate(generatedComponentStyles)).toBe(0);
  });

  test("the app's own rules win over antd's, whatever order the sheets arrive in", async ({
    page,
  }) => {
    await page.goto('/business/market');
    // The quote card's gap below it (the app's rule) over antd's card reset of margins to 0.
    const quote = page.getByRole('region', { name: t['market.quote.title'] });
    await expect(quote).toHaveCSS('margin-bottom', '16px');
  });

  test("an empty list's picture is drawn in antd's solid colours, without the colour parser", async ({
    page,
  }) => {
    // What antd computes for the theme as it renders (the build wrote the answers out).
    const token = theme.getDesignToken(antdTheme);
    const { getAsSolidColor } = createRequire(import.meta.url)('antd/lib/empty/utils.js') as {
      getAsSolidColor: (colour: string, background: string) => string;
    };
    const solid = [
      token.colorFill,
      token.colorFillSecondary,
      token.colorFillTertiary,
      token.colorFillQuaternary,
      token.colorTextQuaternary,
    ].map((colour) => getAsSolidColor(colour, token.colorBgContainer));
    const parserFiles: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      // The parser's table of named colours (a body that is gone with the page is not read).
      const body = await response.text().catch(() => '');
      if (body.includes('aliceblue')) parserFiles.push(response.url());
    });

    // A lane no listing serves.
    await page.goto('/business/market?pol=USLAX&pod=ZADUR');
    const picture = page.locator('.ant-empty-image svg');
    await expect(picture).toBeVisible();
    const colours = await picture.evaluate((svg) =>
      [...svg.querySelectorAll('[fill], [stroke]')]
        .flatMap((element) => [element.getAttribute('fill'), element.getAttribute('stroke')])
        .filter((colour): colour is string => colour !== null && colour !== 'none'),
    );
    // Translucent colours made solid on the card's white, as antd draws them.
    expect(colours.length).toBeGreaterThanOrEqual(3);
    for (const colour of colours) expect([...solid, token.colorBgContainer]).toContain(colour);
    expect(parserFiles).toEqual([]);
  });

  test("a clicked button spreads no ripple: antd's click motion is off like the rest", async ({
    page,
  }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: t['auth.login.submit'], exact: true });
    await expect(submit).toBeVisible();
    await page.evaluate(() => {
      const added: string[] = [];
      (window as unknown as { rippled: string[] }).rippled = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement && node.matches('.ant-wave, .ant-wave *'))
              added.push(node.className);
      }).observe(document.body, { subtree: true, childList: true });
    });
    await submit.click();
    // The empty form's messages show the click was handled; antd draws its ripple a frame after it.
    await expect(page.getByText(t['auth.login.accountRequired'])).toBeVisible();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => (window as unknown as { rippled: string[] }).rippled)).toEqual(
      [],
    );
  });
});
