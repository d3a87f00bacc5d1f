/** What an issued invoice prints, worked out from its application: plain data for the renderer. */
import type { Currency, Decimal } from '@/contract/common/trade';
import { capitalAmount } from '@/contract/invoice/capital';
import { INVOICE_ITEMS, type LineTaxRate } from '@/contract/invoice/items';
import { netOf, sumAmounts } from '@/contract/invoice/tax';
import type { InvoiceType } from '@/contract/invoice/types';

import { cstDate } from '../../../core/time';
import { subjectOf } from '../applications';
import { ratesOf, yuanLines } from '../invoiced';

import type { Db } from '../../../core/schema';
import type { InvoiceApplicationRow } from '../schema';

/**
 * A party's box as a 数电票 prints it, the same for buyer and seller: the name and the credit code.
 * A special invoice's buyer details (address and phone, bank and account) go in the remarks.
 */
export interface InvoiceParty {
  name: string;
  taxNo: string;
}

/** One line: one order, in yuan. `net` + `tax` = `amount` (tax included). */
export interface InvoiceDocumentLine {
  /** 项目名称: `*tax category*service`. */
  name: string;
  /** 规格型号: none for a service. */
  spec: string;
  unit: string;
  /** One service per order. */
  quantity: string;
  /** A rate in percent, or exempt: 免税, its tax printed `***`. */
  taxRate: LineTaxRate;
  orderNo: string;
  subject: string;
  net: Decimal;
  tax: Decimal;
  amount: Decimal;
}

export interface InvoiceDocument {
  type: InvoiceType;
  invoiceNo: string;
  /** YYYY-MM-DD, China time. */
  issuedOn: string;
  buyer: InvoiceParty;
  seller: InvoiceParty;
  lines: InvoiceDocumentLine[];
  net: Decimal;
  tax: Decimal;
  total: Decimal;
  /** The total in capital numerals (大写). */
  totalInCapitals: string;
  /** 备注: the orders, and the original currency and rate when they were not paid in yuan. */
  remarks: string;
  /** 开票人: the payee's member who issued it. */
  issuer: string;
}

/**
 * The buyer's address and phone, bank and account as its title gives them (a special invoice's
 * title has them all), for the remarks: '购方地址、电话：…；购方开户银行及账号：…'.
 */
function buyerDetails(title: InvoiceApplicationRow['title']): string {
  const contact = [title.address, title.phone].filter(Boolean).join(' ');
  const bank = [title.bank, title.account].filter(Boolean).join(' ');
  return [contact ? `购方地址、电话：${contact}` : '', bank ? `购方开户银行及账号：${bank}` : '']
    .filter(Boolean)
    .join('；');
}

/** Orders listed by number in the remarks; more are counted. */
const REMARKED_ORDERS = 10;

/** '1234567.5' → '1,234,567.50' (a decimal string; no arithmetic). */
export function grouped(amount: Decimal): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
}

function originalAmount(currency: Currency, rows: InvoiceApplicationRow['lines']): string {
  return `${currency} ${grouped(sumAmounts(rows.map((line) => line.amount)))}`;
}

/** The invoice of an issued application, or undefined for one not issued. */
export function invoiceDocumentOf(db: Db, row: InvoiceApplicationRow): InvoiceDocument | undefined {
  if (row.status !== 'issued' || !row.invoiceNo || row.issuedAt === undefined) return undefined;
  const seller = db.enterprises[row.payeeEnterpriseId];
  const lines = yuanLines(row).map((line) => {
    const order = db.orders[line.orderNo];
    const item = INVOICE_ITEMS[line.item];
    return {
      name: item.name,
      spec: '',
      unit: item.unit,
      quantity: '1',
      taxRate: line.taxRate,
      orderNo: line.orderNo,
      subject: order ? subjectOf(db, order) : '',
      net: netOf(line.amount, line.tax),
      tax: line.tax,
      amount: line.amount,
    };
  });
  const total = sumAmounts(lines.map((line) => line.amount));
  const issuedOn = cstDate(row.issuedAt);
  // Every line names its order; the remarks repeat a short list only (they stay a few lines).
  const orders =
    lines.length <= REMARKED_ORDERS
      ? `订单号：${lines.map((line) => line.orderNo).join('、')}`
      : `共 ${lines.length} 笔订单，订单号见各行明细`;
  const rates = ratesOf(row).map(({ on, rate }) => `${on} 1 ${row.currency} = ${rate} CNY`);
  const converted =
    rates.length > 0
      ? `；原币价税合计 ${originalAmount(row.currency, row.lines)}，按支付日汇率折算：${rates.join('、')}`
      : '';
  return {
    type: row.title.type,
    invoiceNo: row.invoiceNo,
    issuedOn,
    buyer: { name: row.title.title, taxNo: row.title.taxNo },
    seller: { name: seller?.name ?? '', taxNo: seller?.unifiedSocialCreditCode ?? '' },
    lines,
    net: sumAmounts(lines.map((line) => line.net)),
    tax: sumAmounts(lines.map((line) => line.tax)),
    total,
    totalInCapitals: capitalAmount(total),
    remarks: [buyerDetails(row.title), orders + converted].filter(Boolean).join('；'),
    issuer: db.members[row.issuedBy ?? '']?.nickname ?? '',
  };
}
