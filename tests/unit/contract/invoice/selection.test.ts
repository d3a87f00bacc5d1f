import { groupInvoiceable, selectionProblem } from '@/contract/invoice/selection';
import type { InvoiceableOrder } from '@/contract/invoice/types';

const coscoParty = { enterpriseId: 'e-1', name: '中远货代' };
const sinoParty = { enterpriseId: 'e-2', name: '中外运' };
const order = (
  orderNo: string,
  payee: typeof coscoParty,
  currency: 'USD' | 'CNY',
  amount: string,
): InvoiceableOrder => ({
  orderNo,
  subject: `订单 ${orderNo}`,
  payee,
  currency,
  amount,
  paidAt: '2026-11-20T10:00:00+08:00',
});

const orders = [
  order('A1', coscoParty, 'USD', '0.10'),
  order('B1', sinoParty, 'USD', '100.00'),
  order('A2', coscoParty, 'USD', '0.20'),
  order('A3', coscoParty, 'CNY', '5960.00'),
];

describe('groupInvoiceable', () => {
  it('groups by payee and currency with the exact sum, in first-seen order', () => {
    const groups = groupInvoiceable(orders);
    expect(groups.map((group) => [group.payee.name, group.currency, group.amount])).toEqual([
      ['中远货代', 'USD', '0.30'],
      ['中外运', 'USD', '100.00'],
      ['中远货代', 'CNY', '5960.00'],
    ]);
    expect(groups[0]?.orders.map((item) => item.orderNo)).toEqual(['A1', 'A2']);
  });
});

describe('selectionProblem', () => {
  it('accepts orders of one payee in one currency', () => {
    expect(selectionProblem(orders.slice(0, 1))).toBeUndefined();
    expect(selectionProblem([orders[0], orders[2]].filter((item) => item !== undefined))).toBe(
      undefined,
    );
  });

  it('names what is wrong with a selection', () => {
    expect(selectionProblem([])).toBe('empty');
    expect(selectionProblem(orders.slice(0, 2))).toBe('twoPayees');
    expect(selectionProblem([orders[0], orders[3]].filter((item) => item !== undefined))).toBe(
      'twoCurrencies',
    );
    const many = Array.from({ length: 51 }, (_, index) =>
      order(`M${index}`, coscoParty, 'USD', '1.00'),
    );
    expect(selectionProblem(many)).toBe('tooMany');
  });
});
