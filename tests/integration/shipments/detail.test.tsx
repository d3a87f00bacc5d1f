import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { ShipmentApi } from '@/contract/shipment/paths';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';
import { demoShipment, shipmentUrl } from './shipments';

const region = (name: string | RegExp) => screen.findByRole('region', { name });

describe('/user/shipments?shipmentNo=', () => {
  it('shows the milestones in their order, each at its port’s time with the zone named', async () => {
    const { shipmentNo } = demoShipment('塑料制品');
    await renderRoute(shipmentUrl(shipmentNo), { member: 'shipper' });
    const head = await region(`货运 ${shipmentNo}`);
    expect(head).toHaveTextContent('上海至林查班整箱 - 塑料制品');
    expect(head).toHaveTextContent('已交付');

    const timeline = within(await region('节点动态')).getByRole('group', {
      name: '节点动态，按发生顺序',
    });
    const steps = within(timeline).getAllByRole('listitem');
    const names = [
      '订舱确认',
      '提空箱',
      '进港',
      '出口报关放行',
      '装船离港',
      '到港',
      '进口清关',
      '交付',
    ];
    expect(steps).toHaveLength(names.length);
    names.forEach((name, index) => expect(steps[index]).toHaveTextContent(new RegExp(`^${name}`)));
    // Export milestones at Shanghai's time, the rest at Laem Chabang's.
    expect(steps[2]).toHaveTextContent(/\d{2}:\d{2} UTC\+8 Asia\/Shanghai/);
    expect(steps[2]).toHaveTextContent('上海 ·');
    expect(steps[5]).toHaveTextContent(/\d{2}:\d{2} UTC\+7 Asia\/Bangkok/);
    expect(steps[5]).toHaveTextContent(/承运方记录于 .*GMT\+8/);

    const booking = await region('订舱信息');
    expect(booking).toHaveTextContent('EITU1234563');
    expect(booking).toHaveTextContent(/CY 截关.*UTC\+8 Asia\/Shanghai/);
  });

  it('keeps the corrections trail, a withdrawal shown as a step back', async () => {
    const { shipmentNo } = demoShipment('塑料制品');
    await renderRoute(shipmentUrl(shipmentNo), { member: 'forwarder' });
    const trail = await region('更正记录');
    const [changed, withdrawn] = within(trail).getAllByRole('listitem');
    expect(changed).toHaveTextContent('更正「进港」');
    expect(changed).toHaveTextContent(
      /更正前.*UTC\+8 Asia\/Shanghai.*更正后.*UTC\+8 Asia\/Shanghai/,
    );
    expect(changed).toHaveTextContent('原因：码头系统时间有误，按进港小票更正。');
    expect(changed).toHaveTextContent(/（承运方）于 .*GMT\+8/);
    expect(withdrawn).toHaveTextContent('撤回「到港」，货运退回上一节点');
    expect(withdrawn).toHaveTextContent(/更正前.*Asia\/Bangkok.*更正后已撤回/);
    expect(withdrawn).toHaveTextContent('原因：Recorded at the anchorage, not at berth.');
  });

  it('lists the documents with every version and the B/L draft’s reviews', async () => {
    const { shipmentNo } = demoShipment('轮胎');
    await renderRoute(shipmentUrl(shipmentNo), { member: 'shipper' });
    const documents = await region('单证');
    const draft = within(documents).getByRole('region', { name: '提单草稿' });
    expect(draft).toHaveTextContent('待托运人审核');
    const v1 = `BL-draft-${shipmentNo}-v1.pdf`;
    const v2 = `BL-draft-${shipmentNo}-v2.pdf`;
    expect(within(draft).getByRole('link', { name: `下载 ${v1}` })).toHaveAttribute('href');
    expect(within(draft).getByRole('link', { name: `下载 ${v2}` })).toHaveAttribute('download', v2);
    expect(draft).toHaveTextContent(/第 1 版 · .*KB承运方上传于/);
    expect(draft).toHaveTextContent(
      '第 1 版：要求修改 · 收货人地址请改为完整英文地址，并补充通知方电话。',
    );
  });

  it('names each section once, the documents shown apart from their upload and review', async () => {
    const { shipmentNo } = demoShipment('轮胎');
    await renderRoute(shipmentUrl(shipmentNo), { member: 'shipper' });
    // The actions load with their own texts: wait for them, then every region's name is its own.
    expect(await region('上传与审核单证')).toBeVisible();
    const names = screen.getAllByRole('region').map((item) => item.getAttribute('aria-label'));
    expect(names).toContain('单证');
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('skips the empty pick-up of an LCL shipment, in English', async () => {
    const { shipmentNo } = demoShipment('spare parts');
    await renderRoute(shipmentUrl(shipmentNo), { member: 'shipper', locale: 'en-US' });
    const timeline = await region('Milestones');
    expect(timeline).not.toHaveTextContent('Empty container picked up');
    expect(timeline).toHaveTextContent('Import customs cleared');
    expect(timeline).toHaveTextContent('DeliveredPending');
    expect(await region('Documents')).toHaveTextContent('Version 2: approved');
  });

  it('reads right to left in Arabic', async () => {
    const { shipmentNo } = demoShipment('纺织面料');
    await renderRoute(shipmentUrl(shipmentNo), { member: 'forwarder', locale: 'ar-EG' });
    expect(await region('مراحل الشحن')).toHaveTextContent('التحميل والمغادرة');
    expect(await region(new RegExp(`الشحنة.*${shipmentNo}`))).toHaveTextContent('متأخرة');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('keeps the list’s heading and its link back from loading to loaded, so nothing moves when it comes', async () => {
    const { shipmentNo } = demoShipment('塑料制品');
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // Held, then left to the mock's own handler.
    server.use(http.get(`*${ShipmentApi.detail}`, () => answered, { once: true }));
    await renderRoute(shipmentUrl(shipmentNo), { member: 'shipper' });

    const heading = await screen.findByRole('heading', { level: 1, name: '我的货运' });
    const description = screen.getByText(/^已支付订单的货运：/);
    const back = () => screen.getByRole('link', { name: '返回货运列表' });
    expect(await screen.findByText('加载中…')).toBeInTheDocument();
    expect(back()).toHaveAttribute('href', '/user/shipments');
    const backWhileLoading = back();

    answer();
    expect(await region(`货运 ${shipmentNo}`)).toBeVisible();
    // The same elements: the heading, the description and the link stay where they were.
    expect(heading).toBeInTheDocument();
    expect(description).toBeInTheDocument();
    expect(back()).toBe(backWhileLoading);
  });

  it('tells a member who is not a party that the shipment is not theirs', async () => {
    const { shipmentNo } = demoShipment('纺织面料');
    await renderRoute(shipmentUrl(shipmentNo), { member: 'consolidator' });
    expect(await screen.findByRole('heading', { name: '无权查看该货运' })).toBeVisible();
    expect(screen.getByRole('link', { name: '返回货运列表' })).toHaveAttribute(
      'href',
      '/user/shipments',
    );
  });

  it('says when the shipment failed to load, and Retry brings it', async () => {
    const { shipmentNo } = demoShipment('轮胎');
    server.use(
      http.get(`*${ShipmentApi.detail}`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { events } = await renderRoute(shipmentUrl(shipmentNo), { member: 'shipper' });
    expect(await screen.findByRole('heading', { name: '货运加载失败' })).toBeVisible();
    await events.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await region('节点动态')).toBeVisible();
  });
});
