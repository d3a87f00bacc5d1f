import * as v from 'valibot';

import { money, PartyRefSchema } from '@/contract/common/trade';
import type { PageQuery } from '@/contract/http';
import {
  decimal,
  entityId,
  filled,
  isoDate,
  isoDateTime,
  listOf,
  optional,
  text,
} from '@/contract/schema';
import type { Infer } from '@/contract/schema';

import { INVOICE_ITEM_CODES, LineTaxRateSchema, NOT_INVOICED_REASONS } from './items';

/** general: 增值税普通发票; special: 增值税专用发票 (the buyer deducts its input tax). */
export const INVOICE_TYPES = ['general', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** pending → issued (number, date, PDF) | rejected (reason; its orders can be applied for again). */
export const APPLICATION_STATUSES = ['pending', 'issued', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The reader's side of an application: the payer applies, the payee answers. */
export const APPLICATION_ROLES = ['payer', 'payee'] as const;
export type ApplicationRole = (typeof APPLICATION_ROLES)[number];

/** The buyer's details printed on an invoice: what the member fills in once and reuses. */
export const TitleInputSchema = v.object({
  type: v.picklist(INVOICE_TYPES),
  /** The buyer's name: for a special invoice, the certified enterprise name. */
  title: filled,
  /** 纳税人识别号: the unified social credit code; legacy numbers on general titles only. */
  taxNo: filled,
  /** Special titles: registered address and phone, bank and account; optional on general ones. */
  address: optional(filled),
  phone: optional(filled),
  bank: optional(filled),
  account: optional(filled),
  isDefault: optional(v.boolean()),
});
export type TitleInput = Infer<typeof TitleInputSchema>;

export const InvoiceTitleSchema = v.object({
  ...TitleInputSchema.entries,
  id: entityId,
  isDefault: v.boolean(),
  createdAt: isoDateTime,
});
export type InvoiceTitle = Infer<typeof InvoiceTitleSchema>;

/** The member's certified enterprise: what a special title must carry. */
export const CertifiedEnterpriseSchema = v.object({ name: filled, taxNo: filled });

/** The member's titles, and what a special title must carry: the certified enterprise, if any. */
export const InvoiceTitlesSchema = v.object({
  titles: listOf(InvoiceTitleSchema),
  certified: optional(CertifiedEnterpriseSchema),
});
export type InvoiceTitles = Infer<typeof InvoiceTitlesSchema>;

/** A paid order of the payer's on no application: to apply for, or told why it is not invoiced. */
export const InvoiceableOrderSchema = v.object({
  orderNo: filled,
  /** What was bought: the tender's title, or the coupon pack's name. */
  subject: filled,
  payee: PartyRefSchema,
  /** What was paid, after any coupon, tax included. */
  ...money,
  paidAt: isoDateTime,
  /** The VAT rate its line will carry (absent for an order not invoiced). */
  taxRate: optional(LineTaxRateSchema),
  /** Paid, but not to be invoiced, and why (listed so the payer is told, never offered). */
  notInvoiced: optional(v.picklist(NOT_INVOICED_REASONS)),
});
export type InvoiceableOrder = Infer<typeof InvoiceableOrderSchema>;

/** One line of an application and of its invoice: one order. */
export const InvoiceLineSchema = v.object({
  ...InvoiceableOrderSchema.entries,
  /** What the line says was paid for, at what rate. */
  item: v.picklist(INVOICE_ITEM_CODES),
  taxRate: LineTaxRateSchema,
  /** amount × taxRate / (100 + taxRate), to the cent; 0 when exempt or untaxed. */
  tax: decimal,
});
export type InvoiceLine = Infer<typeof InvoiceLineSchema>;

/** What the payer sends to apply: orders of one payee and one currency. */
export interface ApplyBody {
  orderNos: string[];
  titleId: string;
  email: string;
}

/** Yuan for one unit of an order's currency, kept when the order was paid. */
export const YuanRateSchema = v.object({
  rate: decimal,
  /** YYYY-MM-DD, China time: the day of the payment. */
  on: isoDate,
});
export type YuanRate = Infer<typeof YuanRateSchema>;

/**
 * A VAT invoice is in yuan: orders paid in another currency are converted line by line at the
 * rate kept on each order at payment, and the tax is worked out on the yuan amount.
 */
export const InvoicedTotalsSchema = v.object({
  /** Tax included, and the tax in it. */
  amount: decimal,
  tax: decimal,
  /** The rates used, one per payment day and rate, earliest first; absent for yuan orders. */
  rates: optional(listOf(YuanRateSchema)),
});
export type InvoicedTotals = Infer<typeof InvoicedTotalsSchema>;

export const InvoiceApplicationSchema = v.object({
  id: entityId,
  status: v.picklist(APPLICATION_STATUSES),
  type: v.picklist(INVOICE_TYPES),
  payer: PartyRefSchema,
  payee: v.object({ ...PartyRefSchema.entries, taxNo: filled }),
  lines: listOf(InvoiceLineSchema),
  /** The sum of the lines, tax included, in their currency, and the tax in it. */
  ...money,
  tax: decimal,
  /** The title as it was when applying (later edits of the title do not change it). */
  title: TitleInputSchema,
  email: filled,
  /** The reader's side of it. */
  role: v.picklist(APPLICATION_ROLES),
  createdAt: isoDateTime,
  invoiceNo: optional(filled),
  issuedAt: optional(isoDateTime),
  /** What the issued invoice states, in yuan. */
  invoiced: optional(InvoicedTotalsSchema),
  /** The invoice PDF: the mock's own file, or the URL a real server returns. */
  pdfUrl: optional(filled),
  /** When the invoice was last e-mailed (at issue, then each resend). */
  sentAt: optional(isoDateTime),
  rejectedAt: optional(isoDateTime),
  reason: optional(text),
});
export type InvoiceApplication = Infer<typeof InvoiceApplicationSchema>;

export interface ApplicationQuery extends PageQuery {
  /** payer: the member's applications; payee: those addressed to the member's enterprise. */
  role: ApplicationRole;
  status?: ApplicationStatus;
}
