import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { ShipmentApi } from '@/contract/shipment/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { DEMO_TENDERS } from '@mock/scenarios/trade';
import { demoAccounts, type DemoKind } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';
import { demoShipment, shipmentUrl } from './shipments';

const orderUrl = (orderNo: string) => `/business/payment?orderNo=${encodeURIComponent(orderNo)}`;

describe('/business/payment?orderNo= (the order’s shipment)', () => {
  it('shows a paid freight order’s shipment: its state, the timeline in short and a link', async () => {
    const { shipmentNo, orderNo } = demoShipment('家用电器');
    await renderRoute(orderUrl(orderNo), { member: 'shipper' });
    const section = await screen.findByRole('region', { name: '货运' });
    expect(await within(section).findByText('已到港')).toBeVisible();
    expect(within(section).getByRole('link', { name: '查看货运详情' })).toHaveAttribute(
      'href',
      shipmentUrl(shipmentNo),
    );
    const timeline = within(section).getByRole('group', { name: '节点动态，按发生顺序' });
    expect(timeline).toHaveTextContent(/装船离港.*UTC\+8 Asia\/Shanghai/);
    expect(timeline).toHaveTextContent(/到港.*UTC\+9 Asia\/Tokyo/);
    expect(timeline).toHaveTextContent('进口清关待完成');
  });

  it('shows the forwarder the same shipment, in English', async () => {
    const { orderNo } = demoShipment('轮胎');
    await renderRoute(orderUrl(orderNo), { member: 'forwarder', locale: 'en-US' });
    const section = await screen.findByRole('region', { name: 'Shipment' });
    expect(await within(section).findByText('Departed')).toBeVisible();
  });

  it('fails alone, with Retry, the order still shown', async () => {
    const { orderNo } = demoShipment('家用电器');
    server.use(
      http.get(`*${ShipmentApi.mine}`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { events } = await renderRoute(orderUrl(orderNo), { member: 'shipper' });
    const section = await screen.findByRole('region', { name: '货运' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('货运信息加载失败');
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await events.click(within(alert).getByRole('button', { name: /重\s?试/ }));
    expect(await within(section).findByText('已到港')).toBeVisible();
  });

  it('shows no shipment for an unpaid order', async () => {
    const orderNo = db.tenders[DEMO_TENDERS.awardedUnpaid]?.orderNo ?? '';
    const view = await renderRoute(orderUrl(orderNo), { member: 'shipper' });
    expect(await screen.findByText(orderNo)).toBeVisible();
    expect(view.router.state.location.search).toContain(orderNo);
    expect(screen.queryByRole('region', { name: '货运' })).not.toBeInTheDocument();
  });

  it('shows no shipment for a coupon pack', async () => {
    const pack = Object.values(db.orders).find((order) => order.pack && order.status === 'paid');
    const member = (Object.keys(demoAccounts) as DemoKind[]).find(
      (kind) => demoAccounts[kind].memberId === pack?.payerId,
    );
    if (!pack || !member) throw new Error('no paid coupon pack of a demo account');
    await renderRoute(orderUrl(pack.orderNo), { member });
    expect(await screen.findByText(pack.orderNo)).toBeVisible();
    expect(screen.queryByRole('region', { name: '货运' })).not.toBeInTheDocument();
  });
});
