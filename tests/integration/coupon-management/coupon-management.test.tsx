import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { CouponApi } from '@/contract/coupon/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { choose } from '../../utils/antd-select';
import { renderRoute } from '../../utils/render-route';
import { claimAs, makeTemplate, redeemAs } from '../coupon-data';

const URL = '/coupon/couponManagement';

/** The demo forwarder's templates in the mock, of one status or all. */
const forwarderTemplates = (status?: string) =>
  Object.values(db.couponTemplates).filter(
    (row) => row.issuerId === demoAccounts.forwarder.memberId && (!status || row.status === status),
  );

/** A template's card: the ticket is a group named by the template. */
const cardOf = (name: string) => screen.findByRole('group', { name });

/** The value shown under a figure's name in a card (spaces as plain spaces). */
const figure = (card: HTMLElement, term: string) =>
  within(card)
    .getByText(term, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(/\s+/g, ' ');

describe('/coupon/couponManagement', () => {
  it('lists the forwarder’s templates with their terms, price, validity and figures', async () => {
    await renderRoute(URL, { member: 'forwarder' });

    const sold = await cardOf('USD 200 运费抵用券');
    expect(sold).toHaveTextContent('满减券：减 USD 200.00，满 USD 3,000.00 可用');
    expect(sold).toHaveTextContent('售价 USD 150.00/张 · 共 200 张 · 每人限 5 张');
    expect(sold).toHaveTextContent('领取后 60 天内有效');
    expect(within(sold).getByText('发放中')).toBeVisible();
    expect(figure(sold, '已发放')).toBe('11');
    expect(figure(sold, '已使用')).toBe('1');
    expect(figure(sold, '已锁定')).toBe('0');
    expect(figure(sold, '剩余')).toBe('189');
    expect(figure(sold, '销售额')).toBe('USD 1,650.00');

    const discount = screen.getByRole('group', { name: '整箱运费 95 折' });
    expect(discount).toHaveTextContent('折扣券：5% 折扣，最高减 USD 300.00，满 USD 2,000.00 可用');
    expect(discount).toHaveTextContent('免费领取');
    expect(figure(discount, '已锁定')).toBe('1');
    expect(within(discount).queryByText('销售额')).not.toBeInTheDocument();

    expect(screen.getByText(`共 ${forwarderTemplates().length} 个优惠券模板`)).toBeVisible();
    // Another issuer's templates are not listed.
    expect(screen.queryByRole('group', { name: 'LCL 10% off' })).not.toBeInTheDocument();
  });

  it('filters by status in the address, and offers no edit on an ended template', async () => {
    const view = await renderRoute(`${URL}?status=ended`, { member: 'forwarder', locale: 'en-US' });

    const ended = await cardOf('2025 年终回馈券');
    const endedCount = forwarderTemplates('ended').length;
    expect(endedCount).toBeGreaterThan(1);
    expect(screen.getByText(`${endedCount} coupon templates`)).toBeVisible();
    // Every card listed (a group named by its template, beside its actions' group) is an ended one.
    const listed = screen
      .getAllByRole('group')
      .filter((group) => !group.getAttribute('aria-label')?.startsWith('Actions for'));
    expect(listed).toHaveLength(endedCount);
    for (const card of listed) expect(within(card).getByText('Ended')).toBeVisible();
    const actions = within(ended).getByRole('group', { name: 'Actions for 2025 年终回馈券' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Details', 'Copy']);

    // On a phone (jsdom's) the states are a select named by its label.
    await choose(view.events, 'Filter by status', 'Draft');
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=draft'));
    expect(await cardOf('春节专享 8 折券')).toBeVisible();
    expect(screen.queryByRole('group', { name: '2025 年终回馈券' })).not.toBeInTheDocument();
  });

  it('shows claims and uses per day in the detail, with the numbers as a table', async () => {
    const template = await makeTemplate({ name: '图表测试券' });
    const first = await claimAs('shipper', template.id);
    await claimAs('shipper', template.id);
    await redeemAs('forwarder', first.code);
    const view = await renderRoute(URL, { member: 'forwarder' });

    const card = await cardOf(template.name);
    await view.events.click(within(card).getByRole('button', { name: `详情 ${template.name}` }));
    const drawer = await screen.findByRole('dialog', { name: template.name });
    expect(await within(drawer).findByText('近 14 天共领取 2 张，使用 1 张')).toBeVisible();

    const table = within(drawer).getByRole('table', { name: '近 14 天每日领取与使用张数' });
    const rows = within(table).getAllByRole('row');
    // A header row, then the 14 days, oldest first: today is the last.
    expect(rows).toHaveLength(15);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[14] as HTMLElement)).toEqual(['2', '1']);
    expect(cells(rows[13] as HTMLElement)).toEqual(['0', '0']);
    expect(figure(drawer, '已发放')).toBe('2');
    expect(figure(drawer, '已使用')).toBe('1');
  });

  it('offers to create the first coupon when there is none', async () => {
    server.use(
      http.get(`*${CouponApi.templates}`, () =>
        HttpResponse.json({
          code: 200,
          message: 'ok',
          data: { records: [], total: 0, current: 1, size: 12 },
        }),
      ),
    );
    const view = await renderRoute(URL, { member: 'consolidator' });

    await view.events.click(await screen.findByRole('button', { name: '创建第一张优惠券' }));
    expect(await screen.findByRole('dialog', { name: '新建优惠券' })).toBeVisible();
  });

  it('offers Retry when the templates cannot be loaded', async () => {
    server.use(http.get(`*${CouponApi.templates}`, () => HttpResponse.error(), { once: true }));
    const view = await renderRoute(URL, { member: 'forwarder' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('优惠券模板加载失败');
    await view.events.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await cardOf('新客立减 USD 100')).toBeVisible();
  });

  it('is for forwarders and consolidators: a shipper gets the 403 page', async () => {
    await renderRoute(URL, { member: 'shipper' });

    expect(await screen.findByRole('heading', { level: 1, name: '无权访问此页面' })).toBeVisible();
    expect(screen.getByText(/此页面仅供货代企业和集拼企业使用/)).toBeVisible();
    expect(screen.queryByRole('button', { name: '新建优惠券' })).not.toBeInTheDocument();
  });
});
