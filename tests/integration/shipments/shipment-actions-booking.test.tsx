import { screen, waitFor, within } from '@testing-library/react';

import { openShipmentActions } from './shipment-actions-harness';

const AWAITING = '上海至鹿特丹整箱 - 不锈钢厨具';
/** Booked, its sailing's CY cut-off passed without gate-in: the cargo must go on a later sailing. */
const ROLLED = '上海至新加坡整箱 - 电动工具';
/** LCL, awaiting booking by the demo consolidator. */
const LCL_AWAITING = '上海至东京拼箱 - 文具';

describe('shipment actions: the booking', () => {
  it('refuses a container number with a wrong check digit beside the field, then books with the right one', async () => {
    const { row, view } = await openShipmentActions(AWAITING, 'forwarder');
    const section = await screen.findByRole('region', { name: '确认订舱' });

    await view.events.type(within(section).getByLabelText('订舱号（SO）'), 'cosu6300123456');
    const sailings = await within(section).findByRole('radiogroup', { name: '船期' });
    const [first] = await within(sailings).findAllByRole('radio');
    if (!first) throw new Error('no sailing offered');
    await view.events.click(first);

    await view.events.click(within(section).getByRole('button', { name: '添加箱号' }));
    const number = within(section).getByLabelText('箱号（第 1 个）');
    // CSQU3054383 is a real number: its check digit is 3.
    await view.events.type(number, 'csqu3054384');
    expect(
      await within(section).findByText(
        '校验位不对：按 ISO 6346，这个箱号最后一位应为 3，而不是 4。请核对箱号是否抄错',
      ),
    ).toBeVisible();
    await view.events.click(within(section).getByRole('button', { name: '确认订舱' }));
    expect(number).toHaveValue('CSQU3054384');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(row.booking).toBeUndefined();

    await view.events.clear(number);
    await view.events.type(number, 'CSQU3054383');
    await waitFor(() => expect(number).not.toHaveAttribute('aria-invalid', 'true'));
    await view.events.type(within(section).getByLabelText('封条号（第 1 个，选填）'), 'CN7351999');
    await view.events.click(within(section).getByRole('button', { name: '确认订舱' }));

    expect(await screen.findByText('已确认订舱，已通知货主')).toBeVisible();
    await waitFor(() => expect(row.booking).toBeDefined());
    expect(row.booking?.bookingNo).toBe('COSU6300123456');
    expect(row.booking?.containers).toEqual([
      { containerNo: 'CSQU3054383', type: '40HQ', sealNo: 'CN7351999' },
    ]);
    expect(row.milestones.map((milestone) => milestone.kind)).toEqual(['booked']);
    // The answer replaces the shipment: booked, and the booking may now be changed.
    expect(await screen.findByText('status: booked')).toBeVisible();
    expect(await screen.findByRole('region', { name: '修改订舱' })).toBeVisible();
    expect(screen.getByRole('region', { name: '记录下一个节点：提取空箱' })).toBeVisible();
  });

  it('moves a booking whose sailing closed to a later one, keeping its containers', async () => {
    const { row, view } = await openShipmentActions(ROLLED, 'forwarder');
    const booked = row.booking;
    const section = await screen.findByRole('region', { name: '修改订舱' });
    // A confirmed booking's form waits behind its button.
    expect(within(section).queryByLabelText('订舱号（SO）')).toBeNull();
    await view.events.click(within(section).getByRole('button', { name: '修改订舱或补录箱号' }));
    expect(within(section).getByLabelText('订舱号（SO）')).toHaveValue(booked?.bookingNo);
    expect(within(section).getByLabelText('箱号（第 1 个）')).toHaveValue('MSCU1234566');
    const radios = await within(section).findAllByRole('radio');
    // The booked sailing has closed: it is not offered, and none is chosen for the member.
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    await view.events.click(within(section).getByRole('button', { name: '保存订舱修改' }));
    expect(await within(section).findByText('请选择船期')).toBeVisible();
    expect(row.booking?.sailingId).toBe(booked?.sailingId);

    const [later] = radios;
    if (!later) throw new Error('no sailing offered');
    await view.events.click(later);
    await view.events.click(within(section).getByRole('button', { name: '保存订舱修改' }));
    expect(await screen.findByText('订舱已修改，已通知货主')).toBeVisible();
    expect(
      await within(section).findByRole('button', { name: '修改订舱或补录箱号' }),
    ).toBeVisible();
    await waitFor(() => expect(row.booking?.sailingId).toBe((later as HTMLInputElement).value));
    expect(row.booking?.containers.map((container) => container.containerNo)).toEqual([
      'MSCU1234566',
    ]);
  });

  it('books LCL with the cargo as received, starting from the tendered measure, a wrong weight named at its field', async () => {
    const { row, view } = await openShipmentActions(LCL_AWAITING, 'consolidator');
    const section = await screen.findByRole('region', { name: '确认订舱' });
    // LCL books no containers: the cargo instead, filled in from the tender.
    expect(within(section).queryByRole('button', { name: '添加箱号' })).toBeNull();
    const cargo = within(section).getByRole('group', { name: '实收货物' });
    expect(within(cargo).getByLabelText('件数')).toHaveValue('24');
    expect(within(cargo).getByLabelText('体积（立方米）')).toHaveValue('1.800');
    const weight = within(cargo).getByLabelText('重量（千克）');
    expect(weight).toHaveValue('420');

    await view.events.type(within(section).getByLabelText('订舱号（SO）'), 'SHLCL260418');
    const sailings = await within(section).findByRole('radiogroup', { name: '船期' });
    const [first] = await within(sailings).findAllByRole('radio');
    if (!first) throw new Error('no sailing offered');
    await view.events.click(first);
    await view.events.clear(weight);
    await view.events.type(weight, '415,5');
    await view.events.click(within(section).getByRole('button', { name: '确认订舱' }));
    expect(await within(cargo).findByText('请填写大于 0 的数，最多 3 位小数')).toBeVisible();
    expect(weight).toHaveValue('415,5');
    expect(row.booking).toBeUndefined();

    await view.events.clear(weight);
    await view.events.type(weight, '415.5');
    await view.events.click(within(section).getByRole('button', { name: '确认订舱' }));
    expect(await screen.findByText('已确认订舱，已通知货主')).toBeVisible();
    await waitFor(() => expect(row.booking).toBeDefined());
    expect(row.booking?.bookingNo).toBe('SHLCL260418');
    expect(row.booking?.containers).toEqual([]);
    expect(row.booking?.cargo).toEqual({ packages: 24, weightKg: '415.5', volumeCbm: '1.800' });
    // LCL has no empty container to pick up: the next milestone is the gate-in, at Shanghai's time.
    expect(await screen.findByRole('region', { name: '记录下一个节点：进港' })).toBeVisible();
    expect(screen.getByLabelText('时间（当地时间：Asia/Shanghai, UTC+8）')).toBeVisible();
  });
});
