import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { API_PREFIX } from '@/contract/http';
import { MemberApi } from '@/contract/member/paths';
import { advanceClock, resetClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';
import { uploadImage } from './helpers';

type View = Awaited<ReturnType<typeof renderRoute>>;

const NEWBIE = demoAccounts.newbie.enterpriseId;
const statusBanner = () => screen.getByTestId('cert-status');

async function openForm(locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const view = await renderRoute('/subBaseInfo', { member: 'newbie', locale });
  await screen.findByLabelText(locale === 'zh-CN' ? '企业名称' : 'Company name');
  return view;
}

async function replaceText({ events }: View, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await events.clear(input);
  // Pasting is much faster than typing character by character in jsdom, with the same events for the form.
  if (text) await events.paste(text);
  return input;
}

function newbieRow() {
  const row = db.enterprises[NEWBIE];
  if (!row) throw new Error('the seeded newbie enterprise is missing');
  return row;
}

/** As if the licence had been uploaded earlier (a saved draft); the upload itself is tested once. */
function licenceOnFile() {
  newbieRow().businessLicence = '/mock-oss/demo-licence-2001.svg';
}

/**
 * The submit button's text, to click: role queries over antd buttons are slow after an upload in
 * jsdom (see helpers.ts), and a click on the text is a click on its button.
 */
const submitText = (text: string) => screen.getByText(text);

// Whole-app renders with uploads: slow on a busy machine.
describe('/subBaseInfo', { timeout: 60_000 }, () => {
  afterEach(() => resetClock());

  it('submits the filled form for certification and shows it under review', async () => {
    const view = await openForm();
    expect(within(statusBanner()).getByText('尚未认证')).toBeVisible();

    await replaceText(view, '企业名称', '青岛瑞丰食品进出口有限公司');
    await replaceText(view, '联系人', '王瑞');
    await view.events.click(screen.getByRole('checkbox', { name: '海运整箱' }));
    await view.events.click(screen.getByRole('checkbox', { name: '报关报检' }));
    await uploadImage(view.events, '营业执照', '预览营业执照');
    await view.events.click(submitText('提交认证'));

    await waitFor(() => expect(within(statusBanner()).getByText('认证审核中')).toBeVisible());
    expect(statusBanner()).toHaveTextContent(/已于 .+ 提交/);
    const row = db.enterprises[NEWBIE];
    expect(row?.certStatus).toBe('pending');
    expect(row?.services).toEqual(['ocean_fcl', 'customs']);
    expect(row?.businessLicence).toMatch(/^\/mock-oss\/.+\.png$/);
    // Read-only while pending: the values, no inputs.
    expect(screen.queryByLabelText('企业名称')).not.toBeInTheDocument();
    // Listed with the language's own separators (Intl.ListFormat).
    expect(screen.getByText('海运整箱和报关报检')).toBeVisible();
  });

  it('says whether the credit code has a wrong check character or a wrong shape', async () => {
    const view = await openForm();
    const code = newbieRow().unifiedSocialCreditCode;
    const wrongCheck = code.slice(0, 17) + (code.endsWith('1') ? '2' : '1');

    const input = await replaceText(view, '统一社会信用代码', wrongCheck.toLowerCase());
    expect(input).toHaveValue(wrongCheck);
    await view.events.tab();
    await waitFor(() => expect(input).toHaveAccessibleDescription(/校验位（第 18 位）不正确/));

    await replaceText(view, '统一社会信用代码', '91310000abc');
    await view.events.tab();
    await waitFor(() => expect(input).toHaveAccessibleDescription(/应为 18 位数字或大写字母/));

    await view.events.click(screen.getByRole('button', { name: /提交认证/ }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/应为 18 位数字或大写字母/));
    expect(db.enterprises[NEWBIE]?.certStatus).toBe('none');
    expect(db.enterprises[NEWBIE]?.unifiedSocialCreditCode).toBe(code);
  });

  it('shows a credit code another enterprise uses next to the field and keeps what was typed', async () => {
    licenceOnFile();
    const view = await openForm();
    const taken = db.enterprises[demoAccounts.shipper.enterpriseId]?.unifiedSocialCreditCode ?? '';
    expect(taken).toHaveLength(18);

    await replaceText(view, '企业名称', '青岛瑞丰冷链物流有限公司');
    const input = await replaceText(view, '统一社会信用代码', taken);
    await view.events.click(screen.getByRole('button', { name: /提交认证/ }));

    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('该统一社会信用代码已被其他企业使用'),
    );
    expect(input).toHaveValue(taken);
    expect(screen.getByLabelText('企业名称')).toHaveValue('青岛瑞丰冷链物流有限公司');
    expect(screen.getByRole('button', { name: '预览营业执照' })).toBeVisible();
    expect(db.enterprises[NEWBIE]?.certStatus).toBe('none');
  });

  it('finds a province by its English name in the Chinese interface', async () => {
    licenceOnFile();
    const view = await openForm();
    const province = screen.getByLabelText('所在省份');

    await view.events.click(province);
    await view.events.type(province, 'guangd');
    const option = await screen.findByTitle('广东省');
    expect(screen.queryByTitle('广西壮族自治区')).not.toBeInTheDocument();
    await view.events.click(option);
    await view.events.click(screen.getByRole('button', { name: /提交认证/ }));

    await waitFor(() => expect(db.enterprises[NEWBIE]?.provinceCode).toBe('440000'));
  });

  it('shows a rejection with its reason, the previous values, and accepts a resubmission', async () => {
    const row = newbieRow();
    Object.assign(row, {
      name: '青岛瑞丰食品 驳回测试',
      businessLicence: '/mock-oss/demo-licence-2001.svg',
      certStatus: 'rejected',
      certRejectReason: '营业执照照片模糊，请重新拍摄上传',
      certSubmittedAt: Date.now() - 60_000,
      certDecidedAt: Date.now() - 30_000,
    });
    const view = await renderRoute('/subBaseInfo', { member: 'newbie' });

    const banner = await screen.findByTestId('cert-status');
    expect(within(banner).getByText('认证未通过')).toBeVisible();
    expect(within(banner).getByText('驳回原因：营业执照照片模糊，请重新拍摄上传')).toBeVisible();
    expect(screen.getByLabelText('企业名称')).toHaveValue('青岛瑞丰食品 驳回测试');
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue(row.unifiedSocialCreditCode);
    expect(screen.getByRole('button', { name: '预览营业执照' })).toBeVisible();

    await replaceText(view, '企业名称', '青岛瑞丰食品进出口有限公司');
    await view.events.click(screen.getByRole('button', { name: /重新提交认证/ }));

    await waitFor(() => expect(within(statusBanner()).getByText('认证审核中')).toBeVisible());
    expect(db.enterprises[NEWBIE]).toMatchObject({
      certStatus: 'pending',
      name: '青岛瑞丰食品进出口有限公司',
    });
    expect(db.enterprises[NEWBIE]?.certRejectReason).toBeUndefined();
  });

  it('polls while pending and shows the decision when the reviewer rejects', async () => {
    licenceOnFile();
    const view = await openForm('en-US');
    await replaceText(view, 'Company name', 'Ruifeng reject test Co.');
    await view.events.click(screen.getByRole('button', { name: /Submit for certification/ }));
    await waitFor(() => expect(within(statusBanner()).getByText('Under review')).toBeVisible());

    advanceClock(9_000);

    const title = await screen.findByText('Certification rejected');
    expect(title).toBeVisible();
    expect(statusBanner()).toHaveTextContent(
      'Reason: The business licence does not match the company name.',
    );
    expect(screen.getByLabelText('Company name')).toHaveValue('Ruifeng reject test Co.');
  });

  it('shows a certified enterprise read-only with the way to the personal centre', async () => {
    const view = await renderRoute('/subBaseInfo', { member: 'shipper' });

    const banner = await screen.findByTestId('cert-status');
    expect(within(banner).getByText('企业已认证')).toBeVisible();
    expect(
      screen.getByText(demoAccounts.shipper.companyName, { selector: 'td *, td' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('企业名称')).not.toBeInTheDocument();

    await view.events.click(screen.getByRole('link', { name: '前往个人中心' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/user/personalCenter'));
  });

  it('lets a certified enterprise change its reviewed details through a new review', async () => {
    const view = await renderRoute('/subBaseInfo', { member: 'shipper' });
    await screen.findByTestId('cert-status');

    await view.events.click(screen.getByRole('button', { name: '变更认证信息' }));
    expect(
      screen.getByText(/修改企业名称、统一社会信用代码或营业执照后需要重新审核/),
    ).toBeVisible();
    await replaceText(view, '企业名称', '上海海联国际物流有限公司');
    await view.events.click(screen.getByRole('button', { name: /提交认证/ }));

    await waitFor(() => expect(within(statusBanner()).getByText('认证审核中')).toBeVisible());
    expect(db.enterprises[demoAccounts.shipper.enterpriseId]).toMatchObject({
      name: '上海海联国际物流有限公司',
      certStatus: 'pending',
    });
  });

  it('keeps what was typed when the server cannot be reached, and retries', async () => {
    licenceOnFile();
    const view = await openForm();
    await replaceText(view, '详细地址', '山东省青岛市市南区东海西路 1 号');
    server.use(
      http.post(`*${API_PREFIX}${MemberApi.updateMemberInfo}`, () => HttpResponse.error(), {
        once: true,
      }),
    );

    await view.events.click(screen.getByRole('button', { name: /提交认证/ }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/无法连接服务器|网络/);
    expect(screen.getByLabelText('详细地址')).toHaveValue('山东省青岛市市南区东海西路 1 号');
    expect(db.enterprises[NEWBIE]?.certStatus).toBe('none');

    await view.events.click(within(alert).getByRole('button', { name: /重试/ }));
    await waitFor(() => expect(db.enterprises[NEWBIE]?.certStatus).toBe('pending'));
    expect(db.enterprises[NEWBIE]?.address).toBe('山东省青岛市市南区东海西路 1 号');
  });

  it('saves a draft of the fields filled in so far without submitting', async () => {
    const view = await openForm();
    await replaceText(view, '详细地址', '山东省青岛市黄岛区长江中路 2 号');
    await replaceText(view, '联系人', '');

    await view.events.click(screen.getByRole('button', { name: /保存草稿/ }));

    await waitFor(() =>
      expect(db.enterprises[NEWBIE]?.address).toBe('山东省青岛市黄岛区长江中路 2 号'),
    );
    expect(db.enterprises[NEWBIE]?.certStatus).toBe('none');
    expect(within(statusBanner()).getByText('尚未认证')).toBeVisible();
  });
});
