/**
 * What an invoice line says an order paid for, as Chinese tax practice prints it: the item name is
 * `*tax category short name*service name` (the category from the national goods-and-services tax
 * code list), the unit, and the VAT rate. Freight forwarding for an international shipment is
 * 经纪代理服务 (brokerage and agency services), taxed at 6 %, unless the payee has filed the
 * exemption for international freight forwarding: its lines are then exempt (免税), carry no tax,
 * and go on general invoices only (a special invoice exists to deduct input tax, and there is none).
 * A coupon pack is a prepaid voucher: selling it is no taxable sale yet (the service is bought when
 * its coupons are spent), so its invoice line is the non-taxable 预付卡销售 (不征税), no tax, printed
 * `***`, on a general invoice only; the freight orders paid with its coupons are invoiced for what
 * their payment charged, so each yuan paid is documented once.
 */
import * as v from 'valibot';

import { integer } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

import { VAT_RATE_PERCENT } from './limits';

/** What an invoice line may say was paid for (each described in INVOICE_ITEMS). */
export const INVOICE_ITEM_CODES = ['forwarding', 'voucher'] as const;
export type InvoiceItemCode = (typeof INVOICE_ITEM_CODES)[number];

export const INVOICE_ITEMS = {
  /** An awarded tender's freight: the forwarder's service to the shipper; may be exempt. */
  forwarding: {
    name: '*经纪代理服务*国际货物运输代理服务',
    unit: '次',
    ratePercent: VAT_RATE_PERCENT,
    exemptable: true,
    taxable: true,
  },
  /** A coupon pack sold: a prepaid voucher, not taxed when sold. */
  voucher: {
    name: '*未发生销售行为的不征税项目*预付卡销售',
    unit: '',
    ratePercent: 0,
    exemptable: false,
    taxable: false,
  },
} as const satisfies Record<
  InvoiceItemCode,
  { name: string; unit: string; ratePercent: number; exemptable: boolean; taxable: boolean }
>;

/**
 * A line's VAT: a rate in whole percent (the tax is worked out on integer cents), exempt (免税: no
 * tax, printed `***`), or untaxed (不征税: no taxable sale, no tax, printed `***`).
 */
export const LineTaxRateSchema = v.union([
  v.pipe(integer, v.minValue(0), v.maxValue(100)),
  v.literal('exempt'),
  v.literal('untaxed'),
]);
export type LineTaxRate = Infer<typeof LineTaxRateSchema>;

/** The rate of a line of `item` from a payee that has (or has not) filed the exemption. */
export function lineTaxRate(item: InvoiceItemCode, exempt: boolean): LineTaxRate {
  const { ratePercent, exemptable, taxable } = INVOICE_ITEMS[item];
  if (!taxable) return 'untaxed';
  return exempt && exemptable ? 'exempt' : ratePercent;
}

/** Whether a line at `rate` carries no VAT (exempt or untaxed): such a line is on general invoices only. */
export function carriesNoTax(rate: LineTaxRate): rate is 'exempt' | 'untaxed' {
  return rate === 'exempt' || rate === 'untaxed';
}

/** Why a paid order gets no invoice of its own: an order the coupon paid in full charged nothing. */
export const NOT_INVOICED_REASONS = ['nothingPaid'] as const;
export type NotInvoicedReason = (typeof NOT_INVOICED_REASONS)[number];
