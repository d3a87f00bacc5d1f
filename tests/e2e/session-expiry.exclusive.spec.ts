import { paths } from '../../src/app/paths';
import { expect, loginAs, test } from './fixtures';

// Expiring tokens hits every session of the shared mock, so this runs in the `exclusive` project,
// after all other specs.
test('an expired session sends to /login with the address, and logging in returns to it', async ({
  page,
  mock,
}) => {
  const target = paths.user.personalCenter.href({ tab: 'profile' });
  await loginAs(page, 'shipper');
  await page.goto(target);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await mock.expireTokens();
  await page.reload();
  await page.waitForURL((url) => url.pathname === paths.login.path);
  const reject = new URL(page.url()).searchParams.get('reject') ?? '';
  const back = new URL(reject, page.url());
  expect(`${back.pathname}${back.search}`).toBe(target);

  await loginAs(page, 'shipper');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
