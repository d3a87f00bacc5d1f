import { paths } from '../../src/config/paths';
import { expect, loginAs, test } from './fixtures';
import { fillTerms } from './quote-form';
import { catalogues, pattern } from './texts';
import { apiToken, createTender } from './trade-api';

// Expiring tokens hits every session of the shared mock, so this runs in the `exclusive` project.
const t = catalogues['zh-CN'];

test.describe('a quote typed when the session expires', () => {
  test.use({ expectedProblems: /登录已失效|session has expired|4098/ });

  test('comes back after logging in again, and is gone after a logout', async ({
    page,
    request,
    mock,
  }) => {
    test.setTimeout(90_000);
    const tender = await createTender(request, await apiToken(request, 'shipper'));
    const quote = paths.business.quote.href({ tenderId: tender.id });
    const restored = page.getByText(pattern(t['common.draft.restored']));
    const freight = page.getByLabel(/^40HQ/);
    const remarks = page.getByRole('textbox', { name: t['bid.form.remarks'] });

    await loginAs(page, 'forwarder', { reject: quote });
    await freight.fill('1850');
    await remarks.fill('含码头操作费');
    await fillTerms(page, t);

    await mock.expireTokens();
    await page.getByRole('button', { name: t['bid.form.submit'] }).click();
    await page.waitForURL((url) => url.pathname === paths.login.path);

    await loginAs(page, 'forwarder');
    await page.waitForURL((url) => url.pathname === paths.business.quote.path);
    await expect(restored).toBeVisible();
    await expect(freight).toHaveValue('1850');
    await expect(remarks).toHaveValue('含码头操作费');
    await expect(page.getByLabel(t['bid.form.transitDays'], { exact: true })).toHaveValue('16');

    // A shared computer: logging out removes what this member typed.
    const header = page.getByRole('banner');
    const userMenu = header.getByRole('button', { name: new RegExp(t['common.userType.2']) });
    const logout = header.getByRole('button', { name: t['layout.member.logout'] });
    await expect(async () => {
      if (!(await logout.isVisible())) await userMenu.click();
      await logout.click({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(header.getByRole('link', { name: t['menu.login'], exact: true })).toBeVisible();

    await loginAs(page, 'forwarder', { reject: quote });
    await expect(freight).toBeVisible();
    await expect(freight).toHaveValue('');
    await expect(restored).toHaveCount(0);
  });
});
