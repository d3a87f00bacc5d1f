import { screen, waitFor, within } from '@testing-library/react';

import { choose } from '../../utils/antd-select';
import { renderRoute } from '../../utils/render-route';
import { HARNESS_URL, demoShipment, harnessRoutes } from './shipment-actions-harness';

const ARRIVED = '上海至东京整箱 - 家用电器';

describe('shipment actions: correcting a milestone', () => {
  it('changes the place of a recorded milestone and keeps before and after, refusing a change that changes nothing', async () => {
    const row = demoShipment(ARRIVED);
    const gated = row.milestones.find((milestone) => milestone.kind === 'gated_in');
    if (!gated) throw new Error('seed changed');
    const before = { ...gated };
    const corrections = row.corrections.length;
    const view = await renderRoute(`${HARNESS_URL}/${row.shipmentNo}`, {
      member: 'forwarder',
      routes: harnessRoutes(),
    });
    const section = await screen.findByRole('region', { name: '更正节点' });
    await choose(view.events, '要更正的节点', '进港');
    const form = await within(section).findByRole('form', { name: '更正「进港」' });
    const place = within(form).getByLabelText('地点');
    expect(place).toHaveValue(before.place);

    // Nothing changed: said beside the time, nothing sent.
    await view.events.click(within(form).getByRole('button', { name: '保存更正' }));
    expect(await within(form).findByText('时间和地点都没有改动')).toBeVisible();
    expect(row.corrections).toHaveLength(corrections);

    await view.events.clear(place);
    await view.events.type(place, 'Yangshan phase IV terminal');
    await view.events.type(
      within(form).getByLabelText('更正原因（选填，会告知对方）'),
      'Gate-in slip names phase IV',
    );
    await view.events.click(within(form).getByRole('button', { name: '保存更正' }));

    expect(await screen.findByText('已更正「进港」，更正前后都会保留')).toBeVisible();
    await waitFor(() => expect(row.corrections).toHaveLength(corrections + 1));
    expect(row.corrections.at(-1)).toMatchObject({
      kind: 'gated_in',
      before: { at: before.at, place: before.place },
      after: { at: before.at, place: 'Yangshan phase IV terminal' },
      stepBack: false,
      reason: 'Gate-in slip names phase IV',
    });
    expect(row.milestones.map((milestone) => milestone.kind).at(-1)).toBe('arrived');
  });
});
