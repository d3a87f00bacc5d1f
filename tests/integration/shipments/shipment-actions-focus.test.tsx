import { screen, waitFor, within } from '@testing-library/react';

import { wallAt } from '@/features/shipment/utils/zone-time';

import { openShipmentActions } from './shipment-actions-harness';

const AWAITING = '上海至鹿特丹整箱 - 不锈钢厨具';
const PICKED_UP = '宁波至洛杉矶整箱 - 办公椅';
/** Departed, its B/L draft's second version in review. */
const SECOND_DRAFT = '上海至汉堡整箱 - 轮胎';
const MINUTE = 60_000;

/**
 * A shipment form's button goes with its form once it has saved (the booking closes behind
 * "change", a recorded milestone gives way to the next one's form): the focus it had must land
 * somewhere on the page, not drop to the body (a keyboard member would start again from the top).
 */
describe('shipment actions: the focus after a save', () => {
  it('lands on the booking section when the confirmed booking closes its form, and when "change" opens it', async () => {
    const { view } = await openShipmentActions(AWAITING, 'forwarder');
    const section = await screen.findByRole('region', { name: '确认订舱' });
    await view.events.type(within(section).getByLabelText('订舱号（SO）'), 'COSU6300123456');
    const sailings = await within(section).findByRole('radiogroup', { name: '船期' });
    const [first] = await within(sailings).findAllByRole('radio');
    if (!first) throw new Error('no sailing offered');
    await view.events.click(first);
    await view.events.click(within(section).getByRole('button', { name: '添加箱号' }));
    await view.events.type(within(section).getByLabelText('箱号（第 1 个）'), 'CSQU3054383');
    const submit = within(section).getByRole('button', { name: '确认订舱' });
    await view.events.click(submit);

    expect(await screen.findByText('已确认订舱，已通知货主')).toBeVisible();
    const changed = await screen.findByRole('region', { name: '修改订舱' });
    expect(submit).not.toBeInTheDocument();
    expect(changed).toHaveFocus();

    const open = within(changed).getByRole('button', { name: '修改订舱或补录箱号' });
    await view.events.click(open);
    expect(await within(changed).findByLabelText('订舱号（SO）')).toBeVisible();
    expect(open).not.toBeInTheDocument();
    expect(changed).toHaveFocus();
  });

  it('lands on the next milestone’s form when the one recorded gives way to it', async () => {
    const { view } = await openShipmentActions(PICKED_UP, 'forwarder');
    const section = await screen.findByRole('region', { name: '记录下一个节点：进港' });
    const time = within(section).getByLabelText('时间（当地时间：Asia/Shanghai, UTC+8）');
    await view.events.click(time);
    const at = wallAt('Asia/Shanghai', Date.now() - 30 * MINUTE).replace('T', ' ');
    await view.events.type(time, `${at}{Enter}`);
    await view.events.type(within(section).getByLabelText('地点'), 'Ningbo Beilun terminal');
    const submit = within(section).getByRole('button', { name: '记录「进港」' });
    await view.events.click(submit);

    expect(await screen.findByText('已记录「进港」，已通知对方')).toBeVisible();
    const next = await screen.findByRole('region', { name: '记录下一个节点：出口报关放行' });
    await waitFor(() => expect(submit).not.toBeInTheDocument());
    expect(next).toHaveFocus();
  });

  it('lands on the documents’ section when the answered review of the B/L draft goes', async () => {
    const { view } = await openShipmentActions(SECOND_DRAFT, 'shipper');
    const section = await screen.findByRole('region', { name: '上传与审核单证' });
    const review = await within(section).findByRole('region', { name: '审核提单草稿（第 2 版）' });
    await view.events.type(within(review).getByLabelText('修改意见'), 'Add the phone number');
    const ask = within(review).getByRole('button', { name: '要求修改' });
    await view.events.click(ask);

    expect(await screen.findByText('修改意见已发给货代')).toBeVisible();
    await waitFor(() => expect(review).not.toBeInTheDocument());
    expect(section).toHaveFocus();
  });
});
