import type { Currency, Decimal, PartyRef } from '@/contract/common/trade';

import { INVOICE_LIMITS } from './limits';
import { sumAmounts } from './tax';

import type { InvoiceableOrder } from './types';

/** Orders one application may cover: those of one payee in one currency, with their sum. */
export interface InvoiceGroup {
  key: string;
  payee: PartyRef;
  currency: Currency;
  orders: InvoiceableOrder[];
  amount: Decimal;
}

const keyOf = (order: InvoiceableOrder) => `${order.payee.enterpriseId}|${order.currency}`;

/** The orders grouped by payee and currency, in the order each group first appears. */
export function groupInvoiceable(orders: readonly InvoiceableOrder[]): InvoiceGroup[] {
  const groups = new Map<string, InvoiceableOrder[]>();
  for (const order of orders) {
    const key = keyOf(order);
    groups.set(key, [...(groups.get(key) ?? []), order]);
  }
  return [...groups].map(([key, members]) => {
    const [first] = members as [InvoiceableOrder, ...InvoiceableOrder[]];
    return {
      key,
      payee: first.payee,
      currency: first.currency,
      orders: members,
      amount: sumAmounts(members.map((order) => order.amount)),
    };
  });
}

export type SelectionProblem = 'empty' | 'twoPayees' | 'twoCurrencies' | 'tooMany';

/** Why these orders cannot go on one application, or undefined when they can. */
export function selectionProblem(
  orders: readonly Pick<InvoiceableOrder, 'payee' | 'currency'>[],
): SelectionProblem | undefined {
  if (orders.length === 0) return 'empty';
  if (new Set(orders.map((order) => order.payee.enterpriseId)).size > 1) return 'twoPayees';
  if (new Set(orders.map((order) => order.currency)).size > 1) return 'twoCurrencies';
  if (orders.length > INVOICE_LIMITS.orders) return 'tooMany';
  return undefined;
}
