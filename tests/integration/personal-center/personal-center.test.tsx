import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { API_PREFIX } from '@/contract/http';
import { MemberApi } from '@/contract/member/paths';
import { now } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { couponCounts } from '@mock/domains/coupon/holdings';
import { server } from '@mock/node';
import { DEMO_COUPONS } from '@mock/scenarios/coupons';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';
import { redeemAs } from '../coupon-data';

const URL = '/user/personalCenter';

function enterpriseOf(kind: keyof typeof demoAccounts) {
  const member = db.members[demoAccounts[kind].memberId];
  const enterprise = member && db.enterprises[member.enterpriseId];
  if (!enterprise) throw new Error(`no enterprise for ${kind}`);
  return enterprise;
}

const region = (name: RegExp | string) => screen.findByRole('region', { name });

describe('/user/personalCenter', () => {
  it('shows a certified shipper its profile, counts and shipper shortcuts', async () => {
    await renderRoute(URL, { member: 'shipper' });

    const profile = await region('账户信息');
    expect(within(profile).getByText(demoAccounts.shipper.nickname)).toBeVisible();
    expect(within(profile).getByText('外贸企业')).toBeVisible();
    expect(within(profile).getByText('138****0001')).toBeVisible();
    expect(within(profile).getByText(enterpriseOf('shipper').name)).toBeVisible();
    expect(within(profile).getByRole('link', { name: '修改资料' })).toHaveAttribute(
      'href',
      '/user/changeBaseInfo',
    );

    const cert = await region('企业认证');
    expect(within(cert).getByText('已认证')).toBeVisible();
    expect(within(cert).getByRole('link', { name: '查看企业资料' })).toHaveAttribute(
      'href',
      '/subBaseInfo',
    );

    const counts = await region('业务概况');
    const tenders = within(counts).getByRole('link', { name: /我的招标/ });
    expect(tenders).toHaveAttribute('href', '/business/myTenderBid');
    expect(within(counts).queryByText('我的投标')).not.toBeInTheDocument();
    const pendingInvoices = Object.values(db.invoiceApplications).filter(
      (row) =>
        row.payerEnterpriseId === demoAccounts.shipper.enterpriseId && row.status === 'pending',
    ).length;
    const invoices = within(counts).getByRole('link', { name: /开票中/ });
    expect(invoices).toHaveAttribute('href', '/user/invoice');
    expect(invoices).toHaveTextContent(new RegExp(`^${pendingInvoices}\\D`));

    const links = await region('常用功能');
    expect(within(links).getByRole('link', { name: /发布招标/ })).toHaveAttribute(
      'href',
      '/business/tenderIssue',
    );
    expect(within(links).queryByRole('link', { name: /优惠券核销/ })).not.toBeInTheDocument();
  });

  it('shows a forwarder bids, rates and carrier shortcuts, in English', async () => {
    await renderRoute(URL, { member: 'forwarder', locale: 'en-US' });

    const counts = await region('At a glance');
    expect(within(counts).getByRole('link', { name: /My bids/ })).toHaveAttribute(
      'href',
      '/business/myBid',
    );
    expect(within(counts).getByRole('link', { name: /Live rates/ })).toBeVisible();
    expect(within(counts).getByRole('link', { name: /Invoices to issue/ })).toHaveAttribute(
      'href',
      '/user/invoice?view=issue',
    );
    expect(within(counts).queryByText('My tenders')).not.toBeInTheDocument();
    const links = await region('Shortcuts');
    expect(within(links).getByRole('link', { name: /Redeem coupons/ })).toHaveAttribute(
      'href',
      '/coupon/couponVerification',
    );
    expect(within(await region('Account')).getByText('Freight forwarder')).toBeVisible();
  });

  it('counts a shipper its tenders and orders, linking to where they are listed', async () => {
    const memberId = demoAccounts.shipper.memberId;
    const tenders = Object.values(db.tenders).filter((row) => row.issuerId === memberId).length;
    const orders = Object.values(db.orders).filter(
      (row) => row.payerId === memberId || row.payeeId === memberId,
    ).length;
    expect(orders).toBeGreaterThan(0);
    await renderRoute(URL, { member: 'shipper', locale: 'en-US' });

    const counts = await region('At a glance');
    const tenderLink = within(counts).getByRole('link', { name: /My tenders/ });
    expect(tenderLink).toHaveAttribute('href', '/business/myTenderBid');
    expect(tenderLink).toHaveTextContent(new RegExp(`^${tenders.toLocaleString('en-US')}`));
    const orderLink = within(counts).getByRole('link', { name: /Orders/ });
    expect(orderLink).toHaveAttribute('href', '/business/payment');
    expect(orderLink).toHaveTextContent(new RegExp(`^${orders.toLocaleString('en-US')}`));
  });

  it('counts a shipper its coupons still to use, linking to my coupons', async () => {
    const unused = couponCounts(db, demoAccounts.shipper.memberId, now()).unused;
    expect(unused).toBeGreaterThan(1);
    // Redeemed at the issuer's counter: no longer one to use.
    await redeemAs('forwarder', DEMO_COUPONS.unused);
    await renderRoute(URL, { member: 'shipper', locale: 'en-US' });

    const counts = await region('At a glance');
    const couponLink = within(counts).getByRole('link', { name: /Coupons/ });
    expect(couponLink).toHaveAttribute('href', '/coupon/myCoupon');
    expect(couponLink).toHaveTextContent(new RegExp(`^${unused - 1}\\D`));
  });

  it('counts a forwarder its bids and orders, linking to my bids and the order list', async () => {
    const memberId = demoAccounts.forwarder.memberId;
    const bids = Object.values(db.bids).filter((row) => row.bidderId === memberId).length;
    const orders = Object.values(db.orders).filter(
      (row) => row.payerId === memberId || row.payeeId === memberId,
    ).length;
    expect(bids).toBeGreaterThan(0);
    await renderRoute(URL, { member: 'forwarder' });

    const counts = await region('业务概况');
    const bidLink = within(counts).getByRole('link', { name: /我的投标/ });
    expect(bidLink).toHaveAttribute('href', '/business/myBid');
    expect(bidLink).toHaveTextContent(new RegExp(`^${bids.toLocaleString('zh-CN')}`));
    const orderLink = within(counts).getByRole('link', { name: /订单/ });
    expect(orderLink).toHaveAttribute('href', '/business/payment');
    expect(orderLink).toHaveTextContent(new RegExp(`^${orders.toLocaleString('zh-CN')}`));
  });

  it('asks an uncertified member to certify and takes it to the certification page', async () => {
    const view = await renderRoute(URL, { member: 'newbie' });

    const cert = await region('企业认证');
    expect(within(cert).getByText('未认证')).toBeVisible();
    expect(within(cert).getByText(/完成企业认证后即可发布招标/)).toBeVisible();
    await view.events.click(within(cert).getByRole('link', { name: '去认证' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/subBaseInfo'));
  });

  it('shows when a pending certification was submitted, with the time zone', async () => {
    const enterprise = enterpriseOf('newbie');
    enterprise.certStatus = 'pending';
    // Later than the mock's review time: it stays pending while the test runs.
    enterprise.certSubmittedAt = Date.now() + 3_600_000;
    await renderRoute(URL, { member: 'newbie', locale: 'en-US' });

    const cert = await region('Enterprise certification');
    expect(within(cert).getByText('Under review')).toBeVisible();
    const time = within(cert).getByText(/GMT\+8/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', expect.stringMatching(/\+08:00$/));
  });

  it('shows the reason of a rejection and the way to resubmit', async () => {
    const enterprise = enterpriseOf('newbie');
    enterprise.certStatus = 'rejected';
    enterprise.certRejectReason = '营业执照照片模糊，请重新上传';
    await renderRoute(URL, { member: 'newbie' });

    const cert = await region('企业认证');
    expect(within(cert).getByText('未通过')).toBeVisible();
    expect(within(cert).getByText(/营业执照照片模糊，请重新上传/)).toBeVisible();
    expect(within(cert).getByRole('link', { name: '修改并重新提交' })).toHaveAttribute(
      'href',
      '/subBaseInfo',
    );
  });

  it('says the overview could not be loaded and loads it on retry', async () => {
    let fail = true;
    server.use(
      http.post(`*${API_PREFIX}${MemberApi.memCenter}`, () =>
        fail ? HttpResponse.json({ code: 5000, message: '服务繁忙' }) : undefined,
      ),
    );
    const view = await renderRoute(URL, { member: 'shipper' });

    expect(await screen.findByRole('heading', { name: '账户概览加载失败' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('服务繁忙');
    fail = false;
    await view.events.click(screen.getByRole('button', { name: /重试/ }));
    expect(await region('账户信息')).toBeVisible();
  });
});
