import { screen, waitFor, within } from '@testing-library/react';

import { wallAt } from '@/features/shipment/utils/zone-time';

import { openShipmentActions } from './shipment-actions-harness';

const PICKED_UP = '宁波至洛杉矶整箱 - 办公椅';
const ARRIVED = '上海至东京整箱 - 家用电器';
const MINUTE = 60_000;

/** A wall time in Ningbo ('YYYY-MM-DD HH:mm'), as the picker takes it. */
const ningbo = (instant: number) => wallAt('Asia/Shanghai', instant).replace('T', ' ');

describe('shipment actions: milestones', () => {
  it('records the next milestone at the port of loading, in its zone, and offers the one after', async () => {
    const { row, view } = await openShipmentActions(PICKED_UP, 'forwarder');
    const section = await screen.findByRole('region', { name: '记录下一个节点：进港' });
    const time = within(section).getByLabelText('时间（当地时间：Asia/Shanghai, UTC+8）');

    // Not before the milestone before it: said beside the field, with that one's time; nothing is sent.
    const previous = row.milestones.at(-1)?.at ?? 0;
    await view.events.click(time);
    await view.events.type(time, `${ningbo(previous - 24 * 60 * MINUTE)}{Enter}`);
    const place = within(section).getByLabelText('地点');
    await view.events.type(place, 'Ningbo Beilun container terminal');
    await view.events.click(within(section).getByRole('button', { name: '记录「进港」' }));
    // Found afresh each time: antd's error list may draw the same message in a new node while the
    // field validates again (the picker closing), and a node found once can be gone the next moment.
    await waitFor(() =>
      expect(
        within(section).getByText(`不能早于上一个节点「提取空箱」的时间 ${ningbo(previous)} UTC+8`),
      ).toBeVisible(),
    );
    expect(row.milestones.at(-1)?.kind).toBe('empty_picked_up');

    const at = Date.now() - 30 * MINUTE;
    await view.events.clear(time);
    await view.events.type(time, `${ningbo(at)}{Enter}`);
    await view.events.click(within(section).getByRole('button', { name: '记录「进港」' }));

    expect(await screen.findByText('已记录「进港」，已通知对方')).toBeVisible();
    await waitFor(() => expect(row.milestones.at(-1)?.kind).toBe('gated_in'));
    const recorded = row.milestones.at(-1);
    expect(recorded?.place).toBe('Ningbo Beilun container terminal');
    expect(recorded?.port).toBe('CNNGB');
    expect(Math.abs((recorded?.at ?? 0) - at)).toBeLessThan(MINUTE);
    expect(
      await screen.findByRole('region', { name: '记录下一个节点：出口报关放行' }),
    ).toBeVisible();
    // Gated in: the booking can no longer be changed.
    expect(screen.queryByRole('region', { name: '修改订舱' })).not.toBeInTheDocument();
  });

  it('lets the shipper confirm delivery once the cargo has arrived', async () => {
    const { row, view } = await openShipmentActions(ARRIVED, 'shipper');
    const section = await screen.findByRole('region', { name: '确认收货' });
    const time = within(section).getByLabelText(/^时间（当地时间：Asia\/Tokyo, UTC\+9）$/);
    await view.events.click(time);
    await view.events.type(
      time,
      `${wallAt('Asia/Tokyo', Date.now() - 10 * MINUTE).replace('T', ' ')}{Enter}`,
    );
    await view.events.type(within(section).getByLabelText('地点'), 'Osaka warehouse, gate 3');
    await view.events.click(within(section).getByRole('button', { name: '确认已交付' }));

    expect(await screen.findByText('已记录「已交付」，已通知对方')).toBeVisible();
    await waitFor(() => expect(row.milestones.at(-1)?.kind).toBe('delivered'));
    expect(row.milestones.at(-1)?.recordedBy).toBe('payer');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '确认收货' })).not.toBeInTheDocument(),
    );
  });
});
