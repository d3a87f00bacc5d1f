import { paths } from '../../src/config/paths';
import { expect, loginAs, test } from './fixtures';
import { fillTender, reviewAndPublish } from './tender-issue-form';
import { catalogues, pattern } from './texts';

// Expiring tokens hits every session of the shared mock, so this runs in the `exclusive` project.
const t = catalogues['zh-CN'];

test.describe('the session expires while the tender form is filled', () => {
  test.use({ expectedProblems: /登录已失效|session has expired/ });

  test('publishing sends to login; after logging in the draft is back and publishes', async ({
    page,
    mock,
  }) => {
    const title = `E2E 过期草稿 ${Math.random().toString(36).slice(2, 7)}`;
    await loginAs(page, 'shipper');
    await page.goto(paths.business.tenderIssue.href());
    await fillTender(page, t, title);
    await page
      .getByRole('textbox', { name: t['tenderIssue.field.remarks.label'] })
      .fill('请报全包价');

    await mock.expireTokens();
    await reviewAndPublish(page, t);

    await page.waitForURL((url) => url.pathname === paths.login.path);
    const reject = new URL(page.url()).searchParams.get('reject') ?? '';
    expect(new URL(reject, page.url()).pathname).toBe(paths.business.tenderIssue.path);

    await loginAs(page, 'shipper');
    await page.waitForURL((url) => url.pathname === paths.business.tenderIssue.path);
    await expect(page.getByText(pattern(t['common.draft.restored']))).toBeVisible();
    await expect(page.getByLabel(t['tenderIssue.field.title.label'], { exact: true })).toHaveValue(
      title,
    );
    await expect(
      page.getByRole('textbox', { name: t['tenderIssue.field.remarks.label'] }),
    ).toHaveValue('请报全包价');

    await reviewAndPublish(page, t);
    await page.waitForURL((url) => url.pathname.startsWith('/business/tendering/'));
    await expect(page.getByText(title).first()).toBeVisible();
  });
});
