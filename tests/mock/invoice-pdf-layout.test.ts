import { capitalAmount } from '@/contract/invoice/capital';
import { taxIn, netOf, sumAmounts } from '@/contract/invoice/tax';
import {
  grouped,
  type InvoiceDocument,
  type InvoiceDocumentLine,
} from '@mock/domains/invoice/pdf/document';
import { invoiceFont } from '@mock/domains/invoice/pdf/font';
import { measureLayout, pageEnd, SHEET_BOTTOM, wrapText } from '@mock/domains/invoice/pdf/layout';
import { NAME_WIDTH, renderInvoicePdf } from '@mock/domains/invoice/pdf/render';

import { pdfPages } from '../utils/pdf-text';

/** One character a point wide per size point: a width the test can count. */
const cjkWidth = (text: string, size: number) => [...text].length * size;

const LONG_NAME = `${'宁波海联进出口贸易集团华东供应链管理'.repeat(5)}有限公司`.slice(0, 100);
const LONG_ADDRESS = `浙江省宁波市北仑区${'保税区国际物流园区跨境电商产业园'.repeat(7)}`.slice(
  0,
  120,
);

function line(index: number, exempt: boolean): InvoiceDocumentLine {
  const amount = `${1000 + index}.00`;
  const tax = taxIn(amount, exempt ? 'exempt' : 6);
  return {
    name: '*经纪代理服务*国际货物运输代理服务',
    spec: '',
    unit: '次',
    quantity: '1',
    taxRate: exempt ? 'exempt' : 6,
    orderNo: `O20261125-${String(index).padStart(4, '0')}`,
    subject: `宁波至汉堡整箱 第 ${index} 批 家用电器及配件出口运输（含内陆拖车与报关）`,
    net: netOf(amount, tax),
    tax,
    amount,
  };
}

function invoiceOf(lines: InvoiceDocumentLine[]): InvoiceDocument {
  const total = sumAmounts(lines.map((item) => item.amount));
  return {
    type: 'general',
    invoiceNo: '26332000000123456789',
    issuedOn: '2026-11-25',
    buyer: { name: LONG_NAME, taxNo: '91330206MA2AXXXX7K' },
    seller: { name: '广州宏达国际物流有限公司', taxNo: '91440101MA59XXXX2P' },
    lines,
    net: sumAmounts(lines.map((item) => item.net)),
    tax: sumAmounts(lines.map((item) => item.tax)),
    total,
    totalInCapitals: capitalAmount(total),
    remarks: `购方地址、电话：${LONG_ADDRESS} 0574-86881234；购方开户银行及账号：中国银行宁波北仑支行 3567 5812 0012 3456 789；共 ${lines.length} 笔订单，订单号见各行明细`,
    issuer: '李会计',
  };
}

describe('wrapText', () => {
  it('breaks at the width and keeps every character', () => {
    const lines = wrapText(LONG_NAME, 8, 80, cjkWidth);
    expect(lines.join('')).toBe(LONG_NAME);
    expect(lines.every((text) => cjkWidth(text, 8) <= 80)).toBe(true);
    expect(lines).toHaveLength(10);
  });

  it('moves a phone number or an account whole to the next line', () => {
    const lines = wrapText('宁波国贸中心A座18楼 0574-87650001', 8, 14 * 8, cjkWidth);
    expect(lines).toEqual(['宁波国贸中心A座18楼', '0574-87650001']);
  });
});

describe('the invoice layout', () => {
  it('holds a 100-character name whole in the buyer’s box, the same two rows as the seller’s, and keeps every page inside the sheet', () => {
    const lines = Array.from({ length: 40 }, (_, index) => line(index + 1, index % 4 === 0));
    const long = measureLayout(invoiceOf(lines), cjkWidth, { nameWidth: NAME_WIDTH });
    const [buyer, seller] = long.parties.boxes;
    expect(buyer?.rows[0]?.lines.join('')).toBe(LONG_NAME);
    expect(buyer?.rows.map((row) => row.label)).toEqual(seller?.rows.map((row) => row.label));
    expect(buyer?.rows.map((row) => row.label)).toEqual([
      '名称：',
      '统一社会信用代码/纳税人识别号：',
    ]);
    expect(buyer?.rows.at(-1)?.top ?? Infinity).toBeLessThan(long.parties.bottom);
    expect(long.pages.length).toBeGreaterThan(1);
    expect(long.pages.flatMap((page) => page.rows.map((row) => row.line.orderNo))).toEqual(
      lines.map((item) => item.orderNo),
    );
    long.pages.forEach((_, index) =>
      expect(pageEnd(long, index)).toBeLessThanOrEqual(SHEET_BOTTOM),
    );
  });
});

describe('the invoice PDF, read back', () => {
  it('prints a 100-character name and address whole, 40 orders over pages, 免税 lines with ***', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => line(index + 1, index % 4 === 0));
    const invoice = invoiceOf(lines);
    const pages = await pdfPages(await renderInvoicePdf(invoice, await invoiceFont()));
    const joined = pages.map((page) => page.replace(/\s+/g, ''));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of joined) {
      expect(page).toContain(LONG_NAME);
      expect(page).not.toContain('…');
    }
    // The buyer's address, in the remarks of the last page.
    expect(joined.at(-1)).toContain(LONG_ADDRESS);
    // Every page but the last sums its own lines: without tax, and the tax of the taxed ones.
    joined.slice(0, -1).forEach((page, index) => {
      const own = lines.filter((item) => page.includes(item.orderNo));
      expect(own.length, `page ${index + 1}`).toBeGreaterThan(0);
      const net = grouped(sumAmounts(own.map((item) => item.net)));
      const tax = grouped(sumAmounts(own.map((item) => item.tax)));
      expect(page).toContain(`小计¥${net}¥${tax}`);
      expect(page).toContain('（续下页）');
    });
    const all = joined.join('');
    for (const item of lines) expect(all).toContain(item.orderNo);
    expect(all).toContain('家用电器及配件出口运输（含内陆拖车与报关）');
    expect(all).toContain('*经纪代理服务*国际货物运输代理服务');
    expect(all).toContain('规格型号');
    expect(all).toContain('免税***');
    expect(all).toContain('6%');
    // The totals once, on the last page.
    expect(joined.slice(0, -1).some((page) => page.includes('价税合计'))).toBe(false);
    expect(joined.at(-1)).toContain(`⊗${invoice.totalInCapitals}`);
    expect(joined.at(-1)).toContain(`第${pages.length}页共${pages.length}页`);
  });
});

describe('the invoice PDF’s characters', () => {
  it('prints names with characters outside GB 2312 in buyer, seller, subject and issuer', async () => {
    const invoice = invoiceOf([{ ...line(1, false), subject: '𠮷祥珺赟专线 宁波至汉堡整箱' }]);
    const rare = {
      ...invoice,
      buyer: { ...invoice.buyer, name: '宁波镕喆国际贸易有限公司' },
      remarks: '购方地址、电话：宁波市堃玥路 8 号',
      seller: { ...invoice.seller, name: '深圳昇堃供应链管理有限公司' },
      issuer: '王玥昇',
    };
    const [text = ''] = await pdfPages(await renderInvoicePdf(rare, await invoiceFont()));
    const page = text.replace(/\s+/g, '');
    for (const name of [
      '宁波镕喆国际贸易有限公司',
      '宁波市堃玥路8号',
      '深圳昇堃供应链管理有限公司',
      '𠮷祥珺赟专线',
      '王玥昇',
    ]) {
      expect(page).toContain(name);
    }
  });
});
