import { screen, waitFor, within } from '@testing-library/react';

import { CouponApi } from '@/contract/coupon/paths';
import { db } from '@mock/core/store';
import { DEMO_COUPONS } from '@mock/scenarios/coupons';
import { demoAccounts } from '@mock/testing';

import { holdReplies } from '../../utils/held-reply';
import { renderRoute } from '../../utils/render-route';

// What is under test is a slow answer, not the time-out: a held request may wait as long as a busy
// machine needs (queries over a whole page take seconds in jsdom there).
vi.mock('@/config/constants', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  REQUEST_TIMEOUT_MS: 600_000,
}));

/** A busy button's name starts with its spinner's ('处理中'): matched with or without it. */
const REDEEM = /^(处理中\s*)?核销$/;
const CONFIRM = /^(处理中\s*)?确认核销$/;

describe('/coupon/couponVerification with a slow server', () => {
  // A redeem cannot be undone: one request in flight, Redeem busy until the answer, one use stored
  // (a second redeem would be refused with 4009 and show an alert).
  it('keeps Redeem busy while the redeem is on its way; a double click sends one; the coupon is used once', async () => {
    const view = await renderRoute(`/coupon/couponVerification?code=${DEMO_COUPONS.unused}`, {
      member: 'forwarder',
    });
    const card = await screen.findByRole('region', { name: '新客立减 USD 100' });
    const held = holdReplies(CouponApi.redeem);

    await view.events.click(within(card).getByRole('button', { name: REDEEM }));
    const confirm = await screen.findByRole('dialog', { name: '核销这张优惠券？' });
    await view.events.dblClick(within(confirm).getByRole('button', { name: CONFIRM }));
    await waitFor(() => expect(held.count).toBe(1));
    const redeem = within(card).getByRole('button', { name: REDEEM });
    expect(within(redeem).getByRole('img', { name: '处理中' })).toBeInTheDocument();
    await view.events.click(redeem);

    held.release();
    expect(await within(card).findByText('已使用')).toBeVisible();
    expect(await screen.findByText('已核销优惠券 YH7K-2MQ4-RT8W')).toBeVisible();
    expect(held.count).toBe(1);
    expect(db.coupons[DEMO_COUPONS.unused]).toMatchObject({
      status: 'used',
      redeemedBy: demoAccounts.forwarder.memberId,
    });
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });
});
