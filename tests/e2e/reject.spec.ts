import { zhCN } from '../utils/catalogues';
import { expect, loginAs, test } from './fixtures';

/** Return addresses that must never be followed after login: each ends at the home page. */
const hostile = [
  'javascript:alert(1)',
  '//evil.example',
  'https://evil.example/x',
  '/\\evil.example',
  '%2F%2Fevil.example',
  'data:text/html,x',
];

test.describe('the return address after login', () => {
  for (const reject of hostile) {
    test(`reject=${reject} ends at /`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const home = new URL('/', test.info().project.use.baseURL).href;
      await loginAs(page, 'shipper', { reject });
      await expect(page).toHaveURL(home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(dialogs).toEqual([]);
    });
  }

  test('a same-origin address is returned to, query included', async ({ page }) => {
    const target = '/user/personalCenter?tab=profile';
    await page.goto(target);
    await page.waitForURL((url) => url.pathname === '/login');
    await loginAs(page, 'shipper');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a members-only deep link with an encoded query and a hash is returned to exactly', async ({
    page,
    baseURL,
  }) => {
    const target = '/business/payment?orderNo=A%26B#pay';
    const full = new URL(target, baseURL).href;
    await page.goto(target);
    await page.waitForURL((url) => url.pathname === '/login');
    // One encode: the full address, query and hash included, is the one value of `reject`.
    const login = new URL(page.url());
    expect(login.searchParams.get('reject')).toBe(full);
    expect(login.search).toBe(`?reject=${encodeURIComponent(full)}`);

    await loginAs(page, 'shipper');

    await expect(page).toHaveURL(full);
    // One decode: the page reads the order number "A&B" (there is no such order).
    await expect(
      page.getByText(zhCN['order.notFound.description'].replace('{orderNo}', 'A&B')),
    ).toBeVisible();
  });
});
