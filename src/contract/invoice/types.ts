import type { Currency, Decimal, PartyRef } from '@/contract/common/trade';
import type { PageQuery } from '@/contract/http';

import type { InvoiceItemCode, LineTaxRate, NotInvoicedReason } from './items';

/** general: 增值税普通发票; special: 增值税专用发票 (the buyer deducts its input tax). */
export const INVOICE_TYPES = ['general', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** pending → issued (number, date, PDF) | rejected (reason; its orders can be applied for again). */
export const APPLICATION_STATUSES = ['pending', 'issued', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The buyer's details printed on an invoice: what the member fills in once and reuses. */
export interface TitleInput {
  type: InvoiceType;
  /** The buyer's name: for a special invoice, the certified enterprise name. */
  title: string;
  /** 纳税人识别号: the unified social credit code; legacy numbers on general titles only. */
  taxNo: string;
  /** Special titles: registered address and phone, bank and account; optional on general ones. */
  address?: string;
  phone?: string;
  bank?: string;
  account?: string;
  isDefault?: boolean;
}

export interface InvoiceTitle extends TitleInput {
  id: string;
  isDefault: boolean;
  /** ISO 8601 with offset. */
  createdAt: string;
}

/** The member's titles, and what a special title must carry: the certified enterprise, if any. */
export interface InvoiceTitles {
  titles: InvoiceTitle[];
  certified?: { name: string; taxNo: string };
}

/** A paid order of the payer's on no application: to apply for, or told why it is not invoiced. */
export interface InvoiceableOrder {
  orderNo: string;
  /** What was bought: the tender's title, or the coupon pack's name. */
  subject: string;
  payee: PartyRef;
  currency: Currency;
  /** What was paid, after any coupon, tax included. */
  amount: Decimal;
  /** ISO 8601 with offset. */
  paidAt: string;
  /** The VAT rate its line will carry (absent for an order not invoiced). */
  taxRate?: LineTaxRate;
  /** Paid, but not to be invoiced, and why (listed so the payer is told, never offered). */
  notInvoiced?: NotInvoicedReason;
}

/** One line of an application and of its invoice: one order. */
export interface InvoiceLine extends InvoiceableOrder {
  /** What the line says was paid for, at what rate. */
  item: InvoiceItemCode;
  taxRate: LineTaxRate;
  /** amount × taxRate / (100 + taxRate), to the cent; 0 when exempt. */
  tax: Decimal;
}

/** What the payer sends to apply: orders of one payee and one currency. */
export interface ApplyBody {
  orderNos: string[];
  titleId: string;
  email: string;
}

export interface InvoiceApplication {
  id: string;
  status: ApplicationStatus;
  type: InvoiceType;
  payer: PartyRef;
  payee: PartyRef & { taxNo: string };
  currency: Currency;
  lines: InvoiceLine[];
  /** The sum of the lines, tax included, and the tax in it. */
  amount: Decimal;
  tax: Decimal;
  /** The title as it was when applying (later edits of the title do not change it). */
  title: TitleInput;
  email: string;
  /** The reader's side of it. */
  role: 'payer' | 'payee';
  /** ISO 8601 with offset. */
  createdAt: string;
  invoiceNo?: string;
  issuedAt?: string;
  /** What the issued invoice states, in yuan. */
  invoiced?: InvoicedTotals;
  /** The invoice PDF: the mock's own file, or the URL a real server returns. */
  pdfUrl?: string;
  /** ISO 8601 with offset: when the invoice was last e-mailed (at issue, then each resend). */
  sentAt?: string;
  rejectedAt?: string;
  reason?: string;
}

/** Yuan for one unit of an order's currency, kept when the order was paid. */
export interface YuanRate {
  rate: Decimal;
  /** YYYY-MM-DD, China time: the day of the payment. */
  on: string;
}

/**
 * A VAT invoice is in yuan: orders paid in another currency are converted line by line at the
 * rate kept on each order at payment, and the tax is worked out on the yuan amount.
 */
export interface InvoicedTotals {
  /** Tax included, and the tax in it. */
  amount: Decimal;
  tax: Decimal;
  /** The rates used, one per payment day and rate, earliest first; absent for yuan orders. */
  rates?: YuanRate[];
}

export interface ApplicationQuery extends PageQuery {
  /** payer: the member's applications; payee: those addressed to the member's enterprise. */
  role: 'payer' | 'payee';
  status?: ApplicationStatus;
}
