import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { API_PREFIX } from '@/contract/http';
import { MemberApi } from '@/contract/member/paths';
import { db } from '@mock/core/store';
import { lastCaptcha } from '@mock/domains/auth/captcha';
import { lastSms } from '@mock/domains/auth/sms';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

type View = Awaited<ReturnType<typeof renderRoute>>;

const SHIPPER = demoAccounts.shipper;
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing from the mock database`);
  return value;
}
const member = () => must(db.members[SHIPPER.memberId], 'the shipper');
const enterprise = () => must(db.enterprises[SHIPPER.enterpriseId], "the shipper's enterprise");
const UPDATE = `*${API_PREFIX}${MemberApi.updateMemberInfo}`;

async function openPage(member: 'shipper' | 'newbie' = 'shipper') {
  const view = await renderRoute('/user/changeBaseInfo', { member });
  await screen.findByLabelText('昵称');
  return view;
}

async function replaceText({ events }: View, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await events.clear(input);
  await events.paste(text);
  return input;
}

const save = (view: View) => view.events.click(screen.getByRole('button', { name: /保存修改/ }));
const sideMenuLink = (name: string) =>
  within(screen.getByRole('navigation', { name: '会员中心' })).getByRole('link', { name });

describe('/user/changeBaseInfo', { timeout: 60_000 }, () => {
  it('saves changed contact and enterprise details, and the header shows the new nickname', async () => {
    const view = await openPage();
    const before = { ...enterprise() };

    await replaceText(view, '昵称', '李海（新）');
    await replaceText(view, '详细地址', '上海市浦东新区世纪大道 100 号 20 楼');
    await view.events.click(screen.getByRole('checkbox', { name: '仓储' }));
    await save(view);

    await waitFor(() => expect(member().nickname).toBe('李海（新）'));
    expect(enterprise().address).toBe('上海市浦东新区世纪大道 100 号 20 楼');
    expect(enterprise().services).toContain('warehouse');
    // Only what changed was sent: the reviewed details and the certification stay as they were.
    expect(enterprise()).toMatchObject({
      name: before.name,
      unifiedSocialCreditCode: before.unifiedSocialCreditCode,
      contactName: before.contactName,
      certStatus: 'approved',
    });
    expect(await within(screen.getByRole('banner')).findByText('李海（新）')).toBeVisible();
    expect(screen.queryByText('有未保存的修改')).not.toBeInTheDocument();
  });

  it('saves the nickname of a new account whose company contact is still empty', async () => {
    const company = must(
      db.enterprises[demoAccounts.newbie.enterpriseId],
      "the newbie's enterprise",
    );
    Object.assign(company, { provinceCode: '', contactName: '', address: '' });
    const view = await openPage('newbie');

    await replaceText(view, '昵称', '王瑞（采购）');
    await save(view);

    await waitFor(() =>
      expect(db.members[demoAccounts.newbie.memberId]?.nickname).toBe('王瑞（采购）'),
    );
    expect(company.contactName).toBe('');
  });

  it('shows the reviewed details read-only with the way to certification', async () => {
    const view = await openPage();

    const certified = screen.getByRole('region', { name: '认证信息' });
    expect(within(certified).getByText(SHIPPER.companyName)).toBeVisible();
    expect(within(certified).getByText('已认证')).toBeVisible();
    expect(screen.queryByLabelText('企业名称')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('统一社会信用代码')).not.toBeInTheDocument();

    await view.events.click(within(certified).getByRole('link', { name: '前往企业认证' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/subBaseInfo'));
  });

  it('keeps everything typed when the save fails, and the retry saves it', async () => {
    const view = await openPage();
    server.use(
      http.post(
        UPDATE,
        () => HttpResponse.json({ code: 5000, message: '服务器繁忙，请稍后再试' }),
        {
          once: true,
        },
      ),
    );

    await replaceText(view, '联系人', '陈海');
    await replaceText(view, '企业简介', '专注美西航线整箱出口。');
    await save(view);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器繁忙，请稍后再试');
    expect(screen.getByLabelText('联系人')).toHaveValue('陈海');
    expect(screen.getByLabelText('企业简介')).toHaveValue('专注美西航线整箱出口。');
    expect(enterprise().contactName).not.toBe('陈海');

    await view.events.click(within(alert).getByRole('button', { name: /重试/ }));
    await waitFor(() => expect(enterprise().contactName).toBe('陈海'));
    expect(enterprise().intro).toBe('专注美西航线整箱出口。');
  });

  it('shows a refusal of one field next to that field', async () => {
    const view = await openPage();
    server.use(
      http.post(
        UPDATE,
        () =>
          HttpResponse.json({
            code: 4000,
            message: '联系电话已停用',
            data: { field: 'enterprise.contactPhone' },
          }),
        { once: true },
      ),
    );

    const phone = await replaceText(view, '联系电话', '021-66668888');
    await save(view);

    await waitFor(() => expect(phone).toHaveAccessibleDescription('联系电话已停用'));
    expect(phone).toHaveValue('021-66668888');
  });

  it('asks before leaving with unsaved changes: stay keeps them, leave goes', async () => {
    const view = await openPage();
    await replaceText(view, '昵称', '未保存的昵称');
    expect(screen.getByText('有未保存的修改')).toBeVisible();

    await view.events.click(sideMenuLink('账户概览'));
    const dialog = await screen.findByRole('dialog', { name: '离开此页？' });
    await view.events.click(within(dialog).getByRole('button', { name: '留在此页' }));

    // (antd's closing animation never ends in jsdom, so the dialog's removal is not awaited.)
    expect(view.router.state.location.pathname).toBe('/user/changeBaseInfo');
    expect(screen.getByLabelText('昵称')).toHaveValue('未保存的昵称');

    await view.events.click(sideMenuLink('账户概览'));
    const again = await screen.findByRole('dialog', { name: '离开此页？' });
    await view.events.click(within(again).getByRole('button', { name: '放弃修改并离开' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/user/personalCenter'));
    expect(member().nickname).toBe(SHIPPER.nickname);
  });

  it('leaves without asking once the changes are saved', async () => {
    const view = await openPage();
    await replaceText(view, '昵称', '已保存的昵称');
    await save(view);
    await waitFor(() => expect(member().nickname).toBe('已保存的昵称'));

    await view.events.click(sideMenuLink('账户概览'));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/user/personalCenter'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes the mobile number with an SMS code sent to the new number', async () => {
    const view = await openPage('newbie');
    const newbie = must(db.members[demoAccounts.newbie.memberId], 'the newbie');
    const next = '13912345678';

    await view.events.click(screen.getByRole('button', { name: '更换手机号' }));
    const dialog = await screen.findByRole('dialog', { name: '更换手机号' });
    await view.events.type(within(dialog).getByLabelText('新手机号'), next);
    await waitFor(() => expect(lastCaptcha(db)).toBeDefined());
    await within(dialog).findByRole('img', { name: /图形验证码/ });
    await view.events.type(
      within(dialog).getByLabelText('图形验证码'),
      must(lastCaptcha(db), 'a captcha').answer,
    );
    await view.events.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(lastSms(db, next)).toBeDefined());

    // A wrong code first: refused next to the code field, nothing changes.
    const code = must(lastSms(db, next), 'the SMS').code;
    const smsInput = within(dialog).getByLabelText('短信验证码');
    await view.events.type(smsInput, code === '000000' ? '111111' : '000000');
    await view.events.click(within(dialog).getByRole('button', { name: /确认更换/ }));
    await waitFor(() => expect(smsInput).toHaveAccessibleDescription('短信验证码错误或已失效'));
    expect(newbie.mobile).toBe(demoAccounts.newbie.mobile);

    await view.events.clear(smsInput);
    await view.events.type(smsInput, code);
    // The toast lasts 3 s: watched for from the click on, as a slow machine may take longer to get here.
    const toast = screen.findByText('手机号已更换为 139****5678');
    await view.events.click(within(dialog).getByRole('button', { name: /确认更换/ }));

    expect(await toast).toBeInTheDocument();
    await waitFor(() => expect(newbie.mobile).toBe(next));
    expect(await screen.findByText('当前手机号：139****5678')).toBeVisible();
  });

  it('refuses the current number as the new one', async () => {
    const view = await openPage('newbie');

    await view.events.click(screen.getByRole('button', { name: '更换手机号' }));
    const dialog = await screen.findByRole('dialog', { name: '更换手机号' });
    const input = within(dialog).getByLabelText('新手机号');
    await view.events.type(input, demoAccounts.newbie.mobile);
    await view.events.click(within(dialog).getByRole('button', { name: /确认更换/ }));

    await waitFor(() => expect(input).toHaveAccessibleDescription('新手机号与当前手机号相同'));
  });
});
