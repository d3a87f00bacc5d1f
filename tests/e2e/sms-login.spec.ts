import { paths } from '../../src/config/paths';
import { expectNoSeriousViolations } from './axe';
import { expect, formLabels, requestSmsCode, startInLocale, test, inEnglish } from './fixtures';
import { randomMobile, registerFreshAccount } from './fresh-account';
import { expectNoHorizontalScroll } from './layout';
import { catalogues } from './texts';

for (const locale of inEnglish) {
  const t = catalogues[locale];

  test.describe(`${locale}: signing in with an SMS code`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('a member signs in with the code the mock sent and lands on the reject address', async ({
      page,
      request,
    }) => {
      // A number of its own: the mock sends one code per number per minute.
      const { mobile } = await registerFreshAccount(request);
      const reject = paths.user.personalCenter.href();
      await page.goto(paths.login.href(reject));
      await page.getByRole('tab', { name: t['auth.login.bySms'] }).click();
      const form = page.getByRole('tabpanel', { name: t['auth.login.bySms'] });
      await expectNoSeriousViolations(page);

      await form.getByLabel(formLabels.mobile).fill(mobile);
      const code = await requestSmsCode(page, form, mobile);
      await expect(form.getByRole('button', { name: /\d+/ })).toBeDisabled();
      await form.getByLabel(formLabels.smsCode).fill(code);
      await form.getByRole('button', { name: t['account.smsLogin.submit'], exact: true }).click();

      await page.waitForURL((url) => url.pathname === paths.user.personalCenter.path);
      // The header's member menu names the member by the masked number.
      await expect(
        page.getByRole('banner').getByRole('button', { name: new RegExp(`${mobile.slice(-4)}`) }),
      ).toBeVisible();
    });

    test('a number without an account is offered to register, at 375 px', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const mobile = randomMobile();
      await page.goto(paths.login.href());
      await page.getByRole('tab', { name: t['auth.login.bySms'] }).click();
      const form = page.getByRole('tabpanel', { name: t['auth.login.bySms'] });
      await form.getByLabel(formLabels.mobile).fill(mobile);
      const code = await requestSmsCode(page, form, mobile);
      await form.getByLabel(formLabels.smsCode).fill(code);
      await form.getByRole('button', { name: t['account.smsLogin.submit'], exact: true }).click();

      const alert = form.getByRole('alert');
      await expect(alert).toContainText(t['account.smsLogin.noAccount']);
      await expectNoHorizontalScroll(page);
      await alert.getByRole('link', { name: t['account.smsLogin.register'] }).click();
      await page.waitForURL((url) => url.pathname === paths.register.path);
      await expect(page.getByLabel(formLabels.mobile)).toHaveValue(mobile);
    });
  });
}
