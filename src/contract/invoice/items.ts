/**
 * What an invoice line says an order paid for, as Chinese tax practice prints it: the item name is
 * `*tax category short name*service name` (the category from the national goods-and-services tax
 * code list), the unit, and the VAT rate. Freight forwarding for an international shipment is
 * 经纪代理服务 (brokerage and agency services), taxed at 6 %, unless the payee has filed the
 * exemption for international freight forwarding: its lines are then exempt (免税), carry no tax,
 * and go on general invoices only (a special invoice exists to deduct input tax, and there is none).
 */
import * as v from 'valibot';

import { integer, type Infer } from '@/contract/schema';

import { VAT_RATE_PERCENT } from './limits';

/** What an invoice line may say was paid for (each described in INVOICE_ITEMS). */
export const INVOICE_ITEM_CODES = ['forwarding'] as const;
export type InvoiceItemCode = (typeof INVOICE_ITEM_CODES)[number];

export const INVOICE_ITEMS = {
  /** An awarded tender's freight: the forwarder's service to the shipper; may be exempt. */
  forwarding: {
    name: '*经纪代理服务*国际货物运输代理服务',
    unit: '次',
    ratePercent: VAT_RATE_PERCENT,
    exemptable: true,
  },
} as const satisfies Record<
  InvoiceItemCode,
  { name: string; unit: string; ratePercent: number; exemptable: boolean }
>;

/**
 * A line's VAT: a rate in whole percent (the tax is worked out on integer cents), or exempt (免税:
 * no tax, printed `***`).
 */
export const LineTaxRateSchema = v.union([
  v.pipe(integer, v.minValue(0), v.maxValue(100)),
  v.literal('exempt'),
]);
export type LineTaxRate = Infer<typeof LineTaxRateSchema>;

/** The rate of a line of `item` from a payee that has (or has not) filed the exemption. */
export function lineTaxRate(item: InvoiceItemCode, exempt: boolean): LineTaxRate {
  const { ratePercent, exemptable } = INVOICE_ITEMS[item];
  return exempt && exemptable ? 'exempt' : ratePercent;
}

/**
 * Why a paid order gets no invoice of its own: a coupon pack is a prepaid voucher (not a taxable
 * service when sold: the orders paid with its coupons carry the invoice); an order the coupon paid
 * in full charged nothing to invoice.
 */
export const NOT_INVOICED_REASONS = ['voucher', 'nothingPaid'] as const;
export type NotInvoicedReason = (typeof NOT_INVOICED_REASONS)[number];
