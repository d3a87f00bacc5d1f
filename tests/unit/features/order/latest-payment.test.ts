import type { Payment } from '@/contract/order/types';
import { latestPayment } from '@/features/order/utils/latest-payment';

const payment = (paymentNo: string, createdAt: string, status: Payment['status']): Payment => ({
  paymentNo,
  method: 'wechat',
  amount: '100.00',
  currency: 'USD',
  status,
  createdAt,
});

describe('latestPayment', () => {
  const older = payment('P1', '2026-01-10T10:00:00+08:00', 'closed');
  const newer = payment('P2', '2026-01-10T10:05:00+08:00', 'pending');

  it('shows the payment just started until the order includes it', () => {
    expect(latestPayment(undefined, newer)).toBe(newer);
    expect(latestPayment(older, newer)).toBe(newer);
  });

  it("prefers the order's copy of the same payment (its status is fresher)", () => {
    const settled = { ...newer, status: 'succeeded' as const };
    expect(latestPayment(settled, newer)).toBe(settled);
  });

  it("keeps the order's payment when it is the later one", () => {
    expect(latestPayment(newer, older)).toBe(newer);
    expect(latestPayment(newer, undefined)).toBe(newer);
  });
});
