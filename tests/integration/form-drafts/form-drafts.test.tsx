import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { API_PREFIX } from '@/contract/http';
import { MemberApi } from '@/contract/member/paths';
import { ignored } from '@/contract/schema';
import { request } from '@/lib/request';
import { getToken } from '@/lib/session/token-storage';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { DEMO_TENDERS } from '@mock/scenarios/trade';
import { demoAccounts } from '@mock/testing';

import { renderRoute, type DemoMember } from '../../utils/render-route';

type View = Awaited<ReturnType<typeof renderRoute>>;

const RESTORED = /已恢复你上次填写但未提交的内容/;
const EXPIRED = () =>
  HttpResponse.json({ code: 4098, message: '登录已过期，请重新登录', data: null });

/** The session ends as a server says so: a 4098 sends the member to login, leaving the form. */
async function sessionExpires(view: View) {
  server.use(http.post(`*${API_PREFIX}${MemberApi.memCenter}`, EXPIRED));
  await request.post(MemberApi.memCenter, ignored).catch(() => undefined);
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
  view.unmount();
}

/** Logs in again (the same member unless another is named) and opens `url`. */
const loginAgain = (url: string, member: DemoMember) => renderRoute(url, { member });

async function replace(view: View, field: HTMLElement, text: string) {
  await view.events.clear(field);
  await view.events.type(field, text);
}

describe('drafts kept through an expired session', { timeout: 120_000 }, () => {
  it('the quote form: the bidder finds what they typed on the tender after logging in again', async () => {
    const url = `/business/quote?tenderId=${DEMO_TENDERS.openNoBids}`;
    let view = await renderRoute(url, { member: 'forwarder' });
    await view.events.type(await screen.findByLabelText(/40HQ 海运费/), '1850');
    await view.events.type(screen.getByLabelText('备注'), '含码头操作费');
    await sessionExpires(view);

    view = await loginAgain(url, 'forwarder');
    expect(await screen.findByText(RESTORED)).toBeVisible();
    expect(screen.getByLabelText(/40HQ 海运费/)).toHaveValue('1850');
    expect(screen.getByLabelText('备注')).toHaveValue('含码头操作费');

    await view.events.click(screen.getByRole('button', { name: '丢弃草稿' }));
    await waitFor(() => expect(screen.getByLabelText(/40HQ 海运费/)).toHaveValue(''));
    expect(screen.getByLabelText('备注')).toHaveValue('');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('a clock turned back by more than an hour ends the session and keeps what was typed', async () => {
    const url = `/business/quote?tenderId=${DEMO_TENDERS.openNoBids}`;
    const view = await renderRoute(url, { member: 'forwarder' });
    await view.events.type(await screen.findByLabelText(/40HQ 海运费/), '1850');
    await view.events.type(screen.getByLabelText('备注'), '含码头操作费');
    await waitFor(() => expect(localStorage.length).toBeGreaterThan(0));
    view.unmount();

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 2 * 3_600_000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    expect(getToken()).toBeUndefined();

    await loginAgain(url, 'forwarder');
    expect(await screen.findByText(RESTORED)).toBeVisible();
    expect(screen.getByLabelText(/40HQ 海运费/)).toHaveValue('1850');
    expect(screen.getByLabelText('备注')).toHaveValue('含码头操作费');
  });

  it('the listing form opens again by itself with the new rate typed so far', async () => {
    let view = await renderRoute('/business/myMarket', { member: 'consolidator' });
    await view.events.click(await screen.findByText('发布运价', { selector: 'button span' }));
    await view.events.type(await screen.findByLabelText('航程天数'), '28');
    await view.events.type(screen.getByLabelText('备注'), '每周二截关');
    await sessionExpires(view);

    view = await loginAgain('/business/myMarket', 'consolidator');
    const drawer = await screen.findByRole('dialog', { name: '发布运价' });
    expect(within(drawer).getByText(RESTORED)).toBeVisible();
    expect(within(drawer).getByLabelText('航程天数')).toHaveValue('28');
    expect(within(drawer).getByLabelText('备注')).toHaveValue('每周二截关');
  });

  it('the coupon template form opens again with the name typed, and a save removes the draft', async () => {
    let view = await renderRoute('/coupon/couponManagement', { member: 'forwarder' });
    await view.events.click(await screen.findByRole('button', { name: /新建优惠券/ }));
    await view.events.type(await screen.findByLabelText('优惠券名称'), '草稿保留测试券');
    await view.events.type(screen.getByLabelText('面额'), '50');
    await view.events.type(screen.getByLabelText('发行总量'), '20');
    await view.events.type(screen.getByLabelText('使用门槛'), '500');
    await sessionExpires(view);

    view = await loginAgain('/coupon/couponManagement', 'forwarder');
    const drawer = await screen.findByRole('dialog', { name: /新建优惠券/ });
    expect(within(drawer).getByText(RESTORED)).toBeVisible();
    expect(within(drawer).getByLabelText('优惠券名称')).toHaveValue('草稿保留测试券');

    await view.events.click(within(drawer).getByRole('button', { name: '保存为草稿' }));
    await waitFor(() =>
      expect(Object.values(db.couponTemplates).map((t) => t.name)).toContain('草稿保留测试券'),
    );
    view.unmount();
    view = await renderRoute('/coupon/couponManagement', { member: 'forwarder' });
    await screen.findByRole('button', { name: /新建优惠券/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the profile form: a save answered 4098 goes to login without asking, and the edit comes back', async () => {
    let view = await renderRoute('/user/changeBaseInfo', { member: 'shipper' });
    await replace(view, await screen.findByLabelText('昵称'), '张经理（草稿）');
    server.use(http.post(`*${API_PREFIX}${MemberApi.updateMemberInfo}`, EXPIRED));
    await view.events.click(screen.getByRole('button', { name: /保存修改/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: '离开此页？' })).not.toBeInTheDocument();
    view.unmount();

    // Another member on the same browser sees their own details only.
    view = await loginAgain('/user/changeBaseInfo', 'forwarder');
    await screen.findByLabelText('昵称');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    expect(screen.getByLabelText('昵称')).not.toHaveValue('张经理（草稿）');
    view.unmount();

    view = await loginAgain('/user/changeBaseInfo', 'shipper');
    expect(await screen.findByText(RESTORED)).toBeVisible();
    expect(screen.getByLabelText('昵称')).toHaveValue('张经理（草稿）');
    expect(screen.getByText('有未保存的修改')).toBeVisible();
  });

  it('the certification form keeps the enterprise details typed so far', async () => {
    let view = await renderRoute('/subBaseInfo', { member: 'newbie' });
    await replace(view, await screen.findByLabelText('详细地址'), '青岛市市南区香港中路 10 号');
    await sessionExpires(view);

    view = await loginAgain('/subBaseInfo', 'newbie');
    expect(await screen.findByText(RESTORED)).toBeVisible();
    expect(screen.getByLabelText('详细地址')).toHaveValue('青岛市市南区香港中路 10 号');
    expect(db.enterprises[demoAccounts.newbie.enterpriseId]?.address).not.toBe(
      '青岛市市南区香港中路 10 号',
    );
  });
});
