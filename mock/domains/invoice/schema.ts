import type { Currency, Decimal } from '@/contract/common/trade';
import type { InvoiceItemCode, LineTaxRate } from '@/contract/invoice/items';
import type { ApplicationStatus, TitleInput, YuanRate } from '@/contract/invoice/types';

import type { TableShapes } from '../../core/schema';

/** The invoice tables' rows. Times are epoch ms. */

/** An invoice title a member keeps for its applications. */
export interface InvoiceTitleRow extends TitleInput {
  id: string;
  memberId: string;
  isDefault: boolean;
  createdAt: number;
  updatedAt: number;
}

/** One order on an application, as it was when applying. */
export interface InvoiceLineRow {
  orderNo: string;
  /** What the line says was paid for, and its VAT rate (the payee's filing when applying). */
  item: InvoiceItemCode;
  taxRate: LineTaxRate;
  /** What was paid, tax included, and the tax in it. */
  amount: Decimal;
  tax: Decimal;
  /** Not yuan: the rate kept on the order at payment, converting the line on the invoice. */
  yuanRate?: YuanRate;
}

/** A payer's application for one invoice from one payee, in one currency. */
export interface InvoiceApplicationRow {
  id: string;
  payerId: string;
  payerEnterpriseId: string;
  payeeEnterpriseId: string;
  currency: Currency;
  lines: InvoiceLineRow[];
  titleId: string;
  /** The title as it was when applying. */
  title: TitleInput;
  email: string;
  status: ApplicationStatus;
  createdAt: number;
  invoiceNo?: string;
  issuedAt?: number;
  issuedBy?: string;
  /** The random name of the invoice PDF under the object storage (an unguessable address). */
  pdfKey?: string;
  /** When the invoice was last e-mailed: at issue, then each resend. */
  sentAt?: number;
  rejectedAt?: number;
  reason?: string;
}

declare module '../../core/schema' {
  interface Tables {
    /** Members' invoice titles by id. */
    invoiceTitles: Record<string, InvoiceTitleRow>;
    /** Invoice applications by id. */
    invoiceApplications: Record<string, InvoiceApplicationRow>;
  }
}

/** The invoice tables, empty (registered with the domain). */
export const invoiceTables: TableShapes = { invoiceTitles: {}, invoiceApplications: {} };
