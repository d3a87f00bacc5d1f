import { paths } from '../../src/config/paths';
import { enUS, zhCN } from '../utils/catalogues';
import { expectNoSeriousViolations } from './axe';
import {
  answerCaptcha,
  expect,
  formLabels,
  loginLabels,
  mockApi,
  requestSmsCode,
  startInLocale,
  submitLogin,
  test,
  inChinese,
} from './fixtures';
import { randomMobile, registerFreshAccount } from './fresh-account';
import { expectNoSecretsStored } from './stored-secrets';

const catalogues = { 'zh-CN': zhCN, 'en-US': enUS } as const;
const OLD_PASSWORD = 'Before2026';
const NEW_PASSWORD = 'After2027x';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const locale of inChinese) {
  const t = catalogues[locale];

  test(`${locale}: resets a new account's password and logs in with the new one`, async ({
    page,
    request,
  }) => {
    // Three forms, two captchas, an SMS code and a login: over 30 s on a loaded machine.
    test.setTimeout(60_000);
    const mobile = randomMobile();
    await registerFreshAccount(request, {
      mobile,
      password: OLD_PASSWORD,
      companyName: `找回密码测试 ${mobile}`,
    });
    await startInLocale(page, locale);
    await page.goto(paths.retrievePassword.href());
    const form = page.locator('form#reset');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t['pages.retrievePassword.card.title'],
    );
    const smsCode = form.getByLabel(formLabels.smsCode);
    const sentText = (number: string) =>
      t['account.reset.codeSent'].replace(
        '{mobile}',
        `${number.slice(0, 3)}****${number.slice(-4)}`,
      );

    // Meanwhile, a number without an account goes through step 1 exactly the same way.
    const stranger = randomMobile();
    await form.getByLabel(formLabels.mobile).fill(stranger);
    await answerCaptcha(page, form);
    await form.getByRole('button', { name: formLabels.sendSms }).click();
    await expect(smsCode).toBeFocused();
    await expect(smsCode).toHaveAccessibleDescription(new RegExp(escape(sentText(stranger))));
    expect((await mockApi(request).inspect(stranger)).lastSms).toBeUndefined();
    await form.getByRole('button', { name: t['account.reset.changeMobile'] }).click();

    // Step 1: number and captcha; "get code" sends it and opens step 2.
    await form.getByLabel(formLabels.mobile).fill(mobile);
    const code = await requestSmsCode(page, form, mobile);
    await expect(smsCode).toBeFocused();
    await expect(smsCode).toHaveAccessibleDescription(new RegExp(escape(sentText(mobile))));
    await expectNoSeriousViolations(page);

    // Step 2: the code gives a ticket.
    await smsCode.fill(code);
    await form.getByRole('button', { name: t['account.reset.next'] }).click();

    // Step 3: the new password.
    const password = form.getByLabel(t['account.password.newLabel'], { exact: true });
    await expect(password).toBeFocused();
    await password.fill(NEW_PASSWORD);
    await form
      .getByLabel(t['account.password.confirmNewLabel'], { exact: true })
      .fill(NEW_PASSWORD);
    await expectNoSeriousViolations(page);
    await form.getByRole('button', { name: t['account.reset.submit'] }).click();

    await page.waitForURL((url) => url.pathname === paths.login.path);
    await expect(page.getByText(t['account.reset.success'])).toBeVisible();

    // The old password is refused, the new one logs in.
    const login = await submitLogin(page, { username: mobile, password: OLD_PASSWORD });
    await expect(login.getByLabel(loginLabels.password)).toHaveAttribute('aria-invalid', 'true');
    await submitLogin(page, { username: mobile, password: NEW_PASSWORD });
    await page.waitForURL((url) => url.pathname !== paths.login.path);
    const nickname = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
    await expect(page.getByRole('banner').getByRole('button', { name: nickname })).toBeVisible();
    await expectNoSecretsStored(page, [OLD_PASSWORD, NEW_PASSWORD, code]);
  });
}
