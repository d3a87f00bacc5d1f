import { paths } from '../../src/config/paths';
import { enUS, zhCN } from '../utils/catalogues';
import { expectNoSeriousViolations } from './axe';
import { expect, startInLocale, submitLogin, test, inChinese } from './fixtures';
import { randomCreditCode, registerFreshAccount } from './fresh-account';
import { loadedFiles } from './loaded-files';
import { typeAndPick } from './select';

import type { Locator, Page } from '@playwright/test';

const catalogues = { 'zh-CN': zhCN, 'en-US': enUS } as const;
type Catalogue = (typeof catalogues)[keyof typeof catalogues];

/** A 1×1 PNG, as a scanned licence would be uploaded. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

/** axe, once toasts have gone (a fading toast has a passing low contrast) and nothing is hovered. */
async function expectAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await expectNoSeriousViolations(page);
}

async function logInFresh(page: Page, companyName: string) {
  const account = await registerFreshAccount(page.request, { companyName });
  await submitLogin(page, {
    username: account.mobile,
    password: account.password,
    reject: paths.subBaseInfo.href(),
  });
  await page.waitForURL((url) => url.pathname === paths.subBaseInfo.href());
  return account;
}

/**
 * The licence's preview opens in a dialog named after the field, its buttons named in the page's
 * language, and closes with Escape; its code (antd's Image) had not been loaded before the
 * thumbnail was reached.
 */
async function expectPreviewOnDemand(page: Page, thumbnail: Locator, t: Catalogue) {
  const previewCode = /^\/assets\/image-preview-[\w-]+\.js$/;
  expect(await loadedFiles(page, previewCode)).toBe(0);
  await thumbnail.click();
  const dialog = page.getByRole('dialog', { name: t['enterprise.field.licence'] });
  await expect(dialog.getByRole('img', { name: t['enterprise.field.licence'] })).toBeVisible();
  await expect(dialog.getByRole('button', { name: t['upload.preview.zoomIn'] })).toBeVisible();
  await expect(dialog.getByRole('button', { name: t['upload.preview.close'] })).toBeVisible();
  expect(await loadedFiles(page, previewCode)).toBe(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Fills what a freshly registered enterprise lacks, uploads the licence and submits. */
async function fillAndSubmit(page: Page, t: Catalogue, submitId: 'enterprise.cert.submit') {
  const form = page.locator('form#certification');
  await form.getByLabel(t['enterprise.field.creditCode']).fill(randomCreditCode().toLowerCase());
  // Either language finds the province.
  await typeAndPick(
    page,
    form.getByLabel(t['enterprise.field.province']),
    'Shanghai',
    /上海|Shanghai/,
  );
  await form.getByLabel(t['enterprise.field.address']).fill('上海市浦东新区世纪大道 88 号');
  await form.getByLabel(t['enterprise.field.contactName']).fill('E2E');
  await form.getByLabel(t['enterprise.field.email']).fill('e2e@example.com');
  await form.getByRole('checkbox', { name: t['member.service.ocean_fcl'] }).check();
  await form
    .getByLabel(t['enterprise.field.licence'], { exact: true })
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  const preview = t['enterprise.imageUpload.preview'].replace(
    '{label}',
    t['enterprise.field.licence'],
  );
  await expect(form.getByRole('button', { name: preview })).toBeVisible();
  await expectPreviewOnDemand(page, form.getByRole('button', { name: preview }), t);
  await expectAccessible(page);
  await form.getByRole('button', { name: t[submitId] }).click();
}

for (const locale of inChinese) {
  const t = catalogues[locale];

  test.describe(`${locale}: /subBaseInfo certification`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ page }) => {
      await startInLocale(page, locale);
    });

    test('a new account certifies with a licence upload, is under review, then approved', async ({
      page,
      mock,
    }) => {
      const { mobile } = await logInFresh(page, `E2E 认证测试 ${Date.now()}`);
      const status = page.getByTestId('cert-status');
      await expect(status).toContainText(t['enterprise.cert.none.title']);
      // The credit code is upper-cased as typed.
      const code = page.getByLabel(t['enterprise.field.creditCode']);

      await fillAndSubmit(page, t, 'enterprise.cert.submit');

      await expect(status).toContainText(t['enterprise.cert.pending.title']);
      await expect(page.locator('form#certification')).toHaveCount(0);
      await expect(code).toHaveCount(0);
      await expect(page.getByText('上海市浦东新区世纪大道 88 号')).toBeVisible();

      await mock.certify({ mobile, decision: 'approve' });

      // The page asks again every few seconds while pending.
      await expect(status).toContainText(t['enterprise.cert.approved.title'], { timeout: 15_000 });
      await expectAccessible(page);
      await page.getByRole('link', { name: t['enterprise.cert.toCenter'] }).click();
      await page.waitForURL((url) => url.pathname === paths.user.personalCenter.href());
    });

    test('a rejected certification shows the reason, keeps the values and can be resubmitted', async ({
      page,
      mock,
    }) => {
      const companyName = `E2E 驳回测试 ${Date.now()}`;
      const { mobile } = await logInFresh(page, companyName);
      await fillAndSubmit(page, t, 'enterprise.cert.submit');
      const status = page.getByTestId('cert-status');
      await expect(status).toContainText(t['enterprise.cert.pending.title']);

      const reason =
        locale === 'zh-CN' ? '营业执照照片模糊，请重新上传' : 'The licence photo is blurred.';
      await mock.certify({ mobile, decision: 'reject', reason });

      await expect(status).toContainText(t['enterprise.cert.rejected.title'], { timeout: 15_000 });
      await expect(status).toContainText(reason);
      await expectAccessible(page);
      const form = page.locator('form#certification');
      await expect(form.getByLabel(t['enterprise.field.name'])).toHaveValue(companyName);
      await expect(form.getByLabel(t['enterprise.field.address'])).toHaveValue(
        '上海市浦东新区世纪大道 88 号',
      );
      await form.getByLabel(t['enterprise.field.name']).fill(`E2E 认证测试 ${Date.now()}`);
      await form.getByRole('button', { name: t['enterprise.cert.resubmit'] }).click();

      await expect(status).toContainText(t['enterprise.cert.pending.title']);
      await mock.certify({ mobile, decision: 'approve' });
      await expect(status).toContainText(t['enterprise.cert.approved.title'], { timeout: 15_000 });
    });
  });
}
