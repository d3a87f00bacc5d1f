import { screen, within } from '@testing-library/react';

import { now } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { payOrder } from '@mock/domains/order/rules';
import { DEMO_TENDERS } from '@mock/scenarios/trade';

import { renderRoute } from '../../utils/render-route';

describe('/test: the simulated payment gateway', () => {
  it('confirms a pending payment by hand when the payment delay is 0', async () => {
    db.settings.paymentSeconds = 0;
    const orderNo = db.tenders[DEMO_TENDERS.awardedUnpaid]?.orderNo ?? '';
    const shipper = db.members['1001'];
    if (!shipper) throw new Error('seed changed');
    const started = payOrder(db, shipper, { orderNo, method: 'alipay', requestId: 'r1' }, now());
    expect(started.ok).toBe(true);
    const { events } = await renderRoute('/test', { locale: 'en-US' });

    const desk = await screen.findByRole('region', {
      name: 'Pending payments (mock)',
    });
    expect(await within(desk).findByText(orderNo)).toBeVisible();
    expect(within(desk).getByText(/^Alipay, \d+\.\d{2} USD, started/)).toBeVisible();
    // A role query here walks antd's whole style tree in jsdom: find the text.
    await events.click(within(desk).getByText('Confirm payment'));

    expect(await within(desk).findByText('No payment is awaiting confirmation')).toBeVisible();
    expect(db.orders[orderNo]?.status).toBe('paid');
  });
});
