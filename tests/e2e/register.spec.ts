import { paths } from '../../src/config/paths';
import { enUS, zhCN } from '../utils/catalogues';
import { expectNoSeriousViolations } from './axe';
import { expect, formLabels, requestSmsCode, startInLocale, test, inChinese } from './fixtures';
import { expectNoSecretsStored } from './stored-secrets';

import type { UserType } from '../../src/contract/common/user';

const catalogues = { 'zh-CN': zhCN, 'en-US': enUS } as const;
const PASSWORD = 'Freight2026x';
const randomMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const USER_TYPES: readonly UserType[] = [1, 2, 3];

for (const locale of inChinese) {
  const t = catalogues[locale];

  test.describe(`${locale}: /register`, () => {
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    for (const userType of USER_TYPES) {
      test(`registers a ${t[`common.userType.${userType}`]} and lands on /subBaseInfo logged in`, async ({
        page,
      }) => {
        const mobile = randomMobile();
        await page.goto(paths.register.href());
        const form = page.locator('form#register');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t['pages.register.card.title'],
        );

        const types = form.getByRole('radiogroup', { name: t['account.register.userType'] });
        // From the keyboard: Tab lands in the group, the arrow keys move the choice.
        await types.getByRole('radio').first().focus();
        await page.keyboard.press('Space');
        for (let step = 1; step < userType; step += 1) await page.keyboard.press('ArrowDown');
        await expect(
          types.getByRole('radio', { name: t[`common.userType.${userType}`] }),
        ).toBeChecked();

        await form.getByLabel(formLabels.mobile).fill(mobile);
        const code = await requestSmsCode(page, form, mobile);
        await expect(form.getByRole('button', { name: formLabels.sendSms })).toHaveCount(0);
        await form.getByLabel(formLabels.smsCode).fill(code);
        await form.getByLabel(t['account.password.label'], { exact: true }).fill(PASSWORD);
        await expect(form.getByRole('status')).toHaveText(
          t['account.password.strength'].replace('{level}', t['account.password.strength.strong']),
        );
        await form.getByLabel(t['account.password.confirmLabel'], { exact: true }).fill(PASSWORD);
        await form
          .getByLabel(t['account.register.companyName'], { exact: true })
          .fill(`E2E 注册测试 ${mobile}`);
        const terms = form.getByRole('link', { name: new RegExp(t['account.register.terms']) });
        await expect(terms).toHaveAttribute('target', '_blank');
        await form.getByRole('checkbox').check();
        await expectNoSeriousViolations(page);

        await form.getByRole('button', { name: t['account.register.submit'] }).click();

        await page.waitForURL((url) => url.pathname === paths.subBaseInfo.path);
        await expect(page.getByText(t['account.register.success'])).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Logged in: the header's user menu shows the new member (nickname = masked mobile).
        const nickname = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
        await expect(
          page.getByRole('banner').getByRole('button', { name: nickname }),
        ).toBeVisible();
        await expectNoSecretsStored(page, [PASSWORD, code]);
      });
    }

    test('keeps everything typed when the terms are not accepted', async ({ page }) => {
      const mobile = randomMobile();
      await page.goto(paths.register.href());
      const form = page.locator('form#register');
      await form.getByRole('radio', { name: t['common.userType.1'] }).check();
      await form.getByLabel(formLabels.mobile).fill(mobile);
      await form.getByLabel(t['account.password.label'], { exact: true }).fill('short');

      await form.getByRole('button', { name: t['account.register.submit'] }).click();

      await expect(form.getByRole('checkbox')).toHaveAccessibleDescription(
        t['account.register.agreeRequired'],
      );
      await expect(
        form.getByLabel(t['account.password.label'], { exact: true }),
      ).toHaveAccessibleDescription(new RegExp(t['account.password.invalid']));
      await expect(form.getByLabel(formLabels.mobile)).toHaveValue(mobile);
      await expect(page).toHaveURL((url) => url.pathname === paths.register.path);
    });
  });
}
