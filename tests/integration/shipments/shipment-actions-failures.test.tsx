import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { API_PREFIX } from '@/contract/http';
import { ScheduleApi } from '@/contract/schedule/paths';
import { ShipmentApi } from '@/contract/shipment/paths';
import { server } from '@mock/node';

import { openShipmentActions } from './shipment-actions-harness';

const AWAITING = '上海至鹿特丹整箱 - 不锈钢厨具';

describe('shipment actions: when things go wrong', () => {
  it('says plainly when no sailing of the lane still takes cargo', async () => {
    server.use(
      http.get(`*${API_PREFIX}${ScheduleApi.page}`, () =>
        HttpResponse.json({
          code: 200,
          message: 'ok',
          data: { records: [], total: 0, current: 1, size: 50, pages: 0 },
        }),
      ),
    );
    await openShipmentActions(AWAITING, 'forwarder');
    const section = await screen.findByRole('region', { name: '确认订舱' });
    expect(
      await within(section).findByText(
        '上海 → 鹿特丹 近四周没有截关未过的船期，暂时无法订舱。请稍后再查，或与货主商量改期。',
      ),
    ).toBeVisible();
  });

  it('keeps what was typed when the booking cannot be sent, and sends it again', async () => {
    let down = true;
    server.use(
      http.post(`*${API_PREFIX}${ShipmentApi.book}`, () =>
        down ? HttpResponse.error() : undefined,
      ),
    );
    const { row, view } = await openShipmentActions(AWAITING, 'forwarder');
    const section = await screen.findByRole('region', { name: '确认订舱' });
    await view.events.type(within(section).getByLabelText('订舱号（SO）'), 'MAEU262000111');
    const [first] = await within(section).findAllByRole('radio');
    if (!first) throw new Error('no sailing offered');
    await view.events.click(first);
    await view.events.click(within(section).getByRole('button', { name: '添加箱号' }));
    await view.events.type(within(section).getByLabelText('箱号（第 1 个）'), 'MSKU9070323');
    await view.events.click(within(section).getByRole('button', { name: '确认订舱' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(/网络|连接/);
    expect(within(section).getByLabelText('订舱号（SO）')).toHaveValue('MAEU262000111');
    expect(within(section).getByLabelText('箱号（第 1 个）')).toHaveValue('MSKU9070323');
    expect(first).toBeChecked();
    expect(row.booking).toBeUndefined();

    down = false;
    await view.events.click(within(section).getByRole('button', { name: '确认订舱' }));
    expect(await screen.findByText('已确认订舱，已通知货主')).toBeVisible();
    await waitFor(() => expect(row.booking?.bookingNo).toBe('MAEU262000111'));
  });

  it('shows a refusal the server ties to a field next to that field, the choice kept', async () => {
    const { row, view } = await openShipmentActions(AWAITING, 'forwarder');
    const section = await screen.findByRole('region', { name: '确认订舱' });
    await view.events.type(within(section).getByLabelText('订舱号（SO）'), 'COSU6300999888');
    const [first] = await within(section).findAllByRole('radio');
    if (!first) throw new Error('no sailing offered');
    await view.events.click(first);
    // The sailing's CY cut-off passes while the form is open: the server refuses that field.
    server.use(
      http.post(`*${API_PREFIX}${ShipmentApi.book}`, () =>
        HttpResponse.json({
          code: 4000,
          message: '所选船期的截港时间已过',
          data: { field: 'sailingId' },
        }),
      ),
    );
    await view.events.click(within(section).getByRole('button', { name: '确认订舱' }));
    expect(await within(section).findByText('所选船期的截港时间已过')).toBeVisible();
    expect(within(section).getByRole('radiogroup', { name: '船期' })).toHaveAccessibleDescription(
      /所选船期的截港时间已过/,
    );
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(first).toBeChecked();
    expect(within(section).getByLabelText('订舱号（SO）')).toHaveValue('COSU6300999888');
    expect(row.booking).toBeUndefined();
  });
});
