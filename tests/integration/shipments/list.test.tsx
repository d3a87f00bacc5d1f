import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { ShipmentApi } from '@/contract/shipment/paths';
import { server } from '@mock/node';

import { choose } from '../../utils/antd-select';
import { renderRoute } from '../../utils/render-route';
import { demoShipment, shipmentUrl } from './shipments';

const list = (name = '货运列表') => screen.findByRole('list', { name });
const cards = async (name?: string) => within(await list(name)).getAllByRole('listitem');

describe('/user/shipments', () => {
  it('shows the shipper its demo shipments, each opening its detail, in the side menu', async () => {
    await renderRoute('/user/shipments', { member: 'shipper' });
    expect(await screen.findByRole('heading', { level: 1, name: '我的货运' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: '会员中心' })).toHaveTextContent('我的货运');
    expect(await screen.findByText(/^共 \d+ 票货运$/)).toBeVisible();
    expect((await cards()).length).toBe(10);
  });

  it('shows each shipment with its lane, state, ETD and ETA in their ports’ zones', async () => {
    const { shipmentNo } = demoShipment('家用电器');
    await renderRoute('/user/shipments?status=arrived', { member: 'shipper' });
    const [card] = await cards();
    expect(card).toHaveTextContent('上海至东京整箱 - 家用电器');
    expect(card).toHaveTextContent('已到港');
    expect(within(card as HTMLElement).getByRole('link', { name: shipmentNo })).toHaveAttribute(
      'href',
      shipmentUrl(shipmentNo),
    );
    // ETD and ETA at their ports' times, the zone named.
    expect(card).toHaveTextContent(/ETD（上海）\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\+8/);
    expect(card).toHaveTextContent(/ETA（东京）\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\+9/);
  });

  it('filters by status and to the late ones, in the address', async () => {
    const { events, router } = await renderRoute('/user/shipments', { member: 'shipper' });
    await list();
    await choose(events, '状态', '已订舱');
    await waitFor(() => expect(router.state.location.search).toBe('?status=booked'));
    await waitFor(async () => {
      for (const card of await cards()) expect(card).toHaveTextContent('已订舱');
    });
    // A booked shipment counts down to its next cut-off.
    expect(screen.getAllByRole('timer').length).toBeGreaterThan(0);

    await events.click(screen.getByRole('checkbox', { name: '只看逾期' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=booked&late=1'));
    // The late list replaces the cards: each look reads them anew.
    await waitFor(async () => {
      const late = await cards();
      expect(late).toHaveLength(1);
      expect(late[0]).toHaveTextContent('上海至新加坡整箱 - 电动工具');
    });
    const [late] = await cards();
    expect(late).toHaveTextContent(/逾期CY 截关已过仍未进港，自 .*UTC\+8 起/);
  });

  it('gives the forwarder the late ones first, with why and since', async () => {
    await renderRoute('/user/shipments', { member: 'forwarder' });
    const [first, second, third] = await cards();
    expect(first).toHaveTextContent('逾期');
    expect(second).toHaveTextContent('逾期');
    expect(third).not.toHaveTextContent('逾期');
    expect([first?.textContent, second?.textContent].join(' ')).toMatch(/ETA 已过仍未到港/);
    expect([first?.textContent, second?.textContent].join(' ')).toMatch(/CY 截关已过仍未进港/);
  });

  it('reads right to left in Arabic', async () => {
    await renderRoute('/user/shipments?late=1', { member: 'forwarder', locale: 'ar-EG' });
    const late = await cards('الشحنات');
    expect(late).toHaveLength(2);
    expect(late[0]).toHaveTextContent('متأخرة');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('says so when the member has no shipment yet', async () => {
    await renderRoute('/user/shipments', { member: 'newbie' });
    expect(await screen.findByText('暂无货运。订单支付后，货运会出现在这里。')).toBeVisible();
    expect(screen.getByText('共 0 票货运')).toBeVisible();
  });

  it('says when the list failed, and Retry brings it', async () => {
    server.use(
      http.get(`*${ShipmentApi.mine}`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { events } = await renderRoute('/user/shipments', { member: 'shipper' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('货运列表加载失败');
    await events.click(within(alert).getByRole('button', { name: /重\s?试/ }));
    expect((await cards()).length).toBeGreaterThan(0);
  });
});
