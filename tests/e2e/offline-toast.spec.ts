import { MESSAGE_PRELOAD_DELAY_MS } from '../../src/config/constants';
import { expect, storageStatePath, test } from './fixtures';
import { catalogues } from './texts';

const t = catalogues['zh-CN'];

/** The toasts' code: a chunk of its own, loaded ahead once the page has settled. */
const TOAST_CODE = /\/assets\/useMessage-[\w-]+\.js$/;

test.describe('a toast while the network is gone', () => {
  test.use({
    storageState: storageStatePath('consolidator'),
    expectedProblems: new RegExp(
      `^toast: ${t['errors.offline']}$|` +
        '^(request: .*/collect/add|console: Failed to load resource:) net::ERR_INTERNET_DISCONNECTED$',
    ),
  });

  test("shows: the toasts' code has loaded ahead of the first toast", async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/business/tendering/5003');
    // The page's own heading shows until the tender has arrived.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText(t['menu.business.tenderDetail']);
    const title = (await heading.textContent()) ?? '';
    const favourite = page.getByRole('button', {
      name: t['common.favourite.add'].replace('{name}', title),
    });
    await expect(favourite).toBeEnabled();

    const toastCode = page.waitForResponse((response) =>
      TOAST_CODE.test(new URL(response.url()).pathname),
    );
    await page.clock.fastForward(MESSAGE_PRELOAD_DELAY_MS);
    expect((await toastCode).ok()).toBe(true);

    await context.setOffline(true);
    await favourite.click();
    await expect(page.locator('.ant-message').getByText(t['errors.offline'])).toBeVisible();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  });
});
