/**
 * The invoice as a PDF in the layout of a fully digitalised e-invoice (全电发票): 241 × 140 mm,
 * title, number and date; buyer and seller (name and credit code each); the lines; totals in
 * figures and in capitals; remarks; the issuer. Nothing is cut: long names wrap inside their box,
 * which grows; lines go on over as many pages as they need, each page but the last with its
 * subtotal, the totals on the last. Text is drawn with one embedded CJK
 * font, subset to the characters used.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';

import { carriesNoTax } from '@/contract/invoice/items';
import { sumAmounts } from '@/contract/invoice/tax';

import { grouped, type InvoiceDocument, type InvoiceDocumentLine } from './document';
import { measureLayout, type InvoiceLayout, type PageLayout } from './layout';
import { drawQr, qrPayload } from './qr';
import { FORM, GREY, HEIGHT, MARGIN, MIDDLE, RIGHT, Sheet, WIDTH, type Align } from './sheet';

/** The rate column of a line without VAT: exempt (免税) or no taxable sale (不征税). */
const NO_TAX_RATES = { exempt: '免税', untaxed: '不征税' } as const;

const TITLES = {
  special: '电子发票（增值税专用发票）',
  general: '电子发票（普通发票）',
} as const;

/** The QR code, top left above the frame. */
const QR_SIZE = 54;

/** Item columns: label, width, alignment of values. */
const COLUMNS = [
  { label: '项目名称', width: 190, align: 'left' },
  { label: '规格型号', width: 55, align: 'center' },
  { label: '单位', width: 36, align: 'center' },
  { label: '数量', width: 36, align: 'center' },
  { label: '单价', width: 86, align: 'right' },
  { label: '金额', width: 86, align: 'right' },
  { label: '税率/征收率', width: 60, align: 'center' },
  { label: '税额', width: 86, align: 'right' },
] as const;
const COLUMN_LEFT = COLUMNS.reduce<number[]>(
  (lefts, column, index) => [...lefts, (lefts[index] ?? MARGIN) + column.width],
  [MARGIN],
);
/** Room for the item name and its order under it. */
export const NAME_WIDTH = COLUMNS[0].width - 12;

function cellX(index: number, align: Align): number {
  const left = COLUMN_LEFT[index] ?? MARGIN;
  const width = COLUMNS[index]?.width ?? 0;
  if (align === 'left') return left + 6;
  if (align === 'center') return left + width / 2;
  return left + width - 6;
}

function drawHeading(sheet: Sheet, invoice: InvoiceDocument, pageNo: number, pages: number): void {
  sheet.text(TITLES[invoice.type], MIDDLE, 22, 17, { align: 'center', color: FORM });
  const underline = sheet.width(TITLES[invoice.type], 17) / 2 + 6;
  sheet.line(MIDDLE - underline, 46, MIDDLE + underline, 46);
  sheet.line(MIDDLE - underline, 49, MIDDLE + underline, 49);
  const [year, month, day] = invoice.issuedOn.split('-');
  const left = RIGHT - 168;
  sheet.text('发票号码：', left, 22, 9, { color: FORM });
  sheet.text(invoice.invoiceNo, left + 46, 22, 9);
  sheet.text('开票日期：', left, 38, 9, { color: FORM });
  sheet.text(`${year}年${month}月${day}日`, left + 46, 38, 9);
  if (pages > 1) sheet.text(`第 ${pageNo} 页 共 ${pages} 页`, left, 52, 8, { color: GREY });
  drawQr(sheet, qrPayload(invoice), MARGIN, 6, QR_SIZE);
}

function drawParties(sheet: Sheet, layout: InvoiceLayout): void {
  const { parties } = layout;
  parties.boxes.forEach((box) => {
    sheet.vertical(box.label, box.left + 10, parties.top, parties.bottom, 9);
    sheet.line(box.left + 20, parties.top, box.left + 20, parties.bottom);
    for (const row of box.rows) {
      sheet.text(row.label, row.x, row.top, layout.partySize, { color: FORM });
      row.lines.forEach((text, index) => {
        sheet.text(text, row.valueX, row.top + index * layout.partyLeading, layout.partySize);
      });
    }
  });
}

function drawLines(sheet: Sheet, layout: InvoiceLayout, pageIndex: number): void {
  const page = layout.pages[pageIndex];
  if (!page) return;
  COLUMNS.forEach((column, index) => {
    const align = index === 0 ? 'center' : column.align;
    const x = index === 0 ? (COLUMN_LEFT[0] ?? MARGIN) + column.width / 2 : cellX(index, align);
    sheet.text(column.label, x, layout.headerTop + 5, 8.5, { align, color: FORM });
  });
  for (const row of page.rows) {
    const { line } = row;
    sheet.text(line.name, cellX(0, 'left'), row.top + 3, 8);
    row.detail.forEach((text, index) => {
      sheet.text(text, cellX(0, 'left'), row.top + 13 + index * 9, 7, { color: GREY });
    });
    const { taxRate } = line;
    const noTax = carriesNoTax(taxRate);
    const values = [
      line.spec,
      line.unit,
      line.quantity,
      grouped(line.net),
      grouped(line.net),
      noTax ? NO_TAX_RATES[taxRate] : `${taxRate}%`,
      noTax ? '***' : grouped(line.tax),
    ];
    values.forEach((value, offset) => {
      const align = COLUMNS[offset + 1]?.align ?? 'right';
      sheet.text(value, cellX(offset + 1, align), row.top + 3, 8, { align });
    });
  }
}

/** A sum row under the lines: its label, the amount without tax and the tax (*** when no line carries VAT). */
function drawSum(sheet: Sheet, label: string, lines: readonly InvoiceDocumentLine[], top: number) {
  sheet.text(label, (COLUMN_LEFT[0] ?? MARGIN) + 122, top, 9, { align: 'center', color: FORM });
  const noTax = lines.length > 0 && lines.every((line) => carriesNoTax(line.taxRate));
  const net = sumAmounts(lines.map((line) => line.net));
  const tax = sumAmounts(lines.map((line) => line.tax));
  sheet.text(`¥${grouped(net)}`, cellX(5, 'right'), top, 9, { align: 'right' });
  sheet.text(noTax ? '***' : `¥${grouped(tax)}`, cellX(7, 'right'), top, 9, { align: 'right' });
}

/** Every page but the last ends with its own lines' sum (小计) and says the lines go on. */
function drawSubtotal(sheet: Sheet, page: PageLayout): void {
  const top = page.linesEnd + 4;
  sheet.text('（续下页）', MARGIN + 6, top, 8, { color: GREY });
  drawSum(
    sheet,
    '小      计',
    page.rows.map((row) => row.line),
    top,
  );
}

function drawTotals(sheet: Sheet, invoice: InvoiceDocument, layout: InvoiceLayout): void {
  const { totals } = layout;
  drawSum(sheet, '合      计', invoice.lines, totals.top + 4);
  sheet.line(MARGIN, totals.capitalsTop, RIGHT, totals.capitalsTop);
  const capitalsTop = totals.capitalsTop + 6;
  sheet.text('价税合计（大写）', MARGIN + 6, capitalsTop, 9, { color: FORM });
  sheet.text(`⊗${invoice.totalInCapitals}`, MARGIN + 100, capitalsTop, 9.5);
  sheet.text('（小写）', RIGHT - 150, capitalsTop, 9, { color: FORM });
  sheet.text(`¥${grouped(invoice.total)}`, RIGHT - 6, capitalsTop, 9.5, { align: 'right' });
  sheet.line(MARGIN, totals.remarksTop, RIGHT, totals.remarksTop);
  sheet.vertical('备注', MARGIN + 10, totals.remarksTop, totals.bottom, 9);
  sheet.line(MARGIN + 20, totals.remarksTop, MARGIN + 20, totals.bottom);
  totals.remarks.forEach((text, index) => {
    sheet.text(text, MARGIN + 28, totals.remarksTop + 6 + index * 11, 8);
  });
  sheet.text('开票人：', MARGIN, totals.bottom + 8, 9, { color: FORM });
  sheet.text(invoice.issuer, MARGIN + 38, totals.bottom + 8, 9);
}

function drawFrame(sheet: Sheet, layout: InvoiceLayout, bottom: number): void {
  const { parties } = layout;
  sheet.line(MARGIN, parties.top, RIGHT, parties.top);
  sheet.line(MARGIN, bottom, RIGHT, bottom);
  sheet.line(MARGIN, parties.top, MARGIN, bottom);
  sheet.line(RIGHT, parties.top, RIGHT, bottom);
  sheet.line(MIDDLE, parties.top, MIDDLE, parties.bottom);
  sheet.line(MARGIN, parties.bottom, RIGHT, parties.bottom);
}

/** The PDF of `invoice`, its text in `fontBytes` (a TrueType font with the CJK characters used). */
export async function renderInvoicePdf(
  invoice: InvoiceDocument,
  fontBytes: Uint8Array,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font: PDFFont = await pdf.embedFont(fontBytes, { subset: true });
  const issued = new Date(`${invoice.issuedOn}T00:00:00+08:00`);
  pdf.setTitle(`${TITLES[invoice.type]} ${invoice.invoiceNo}`, { showInWindowTitleBar: true });
  pdf.setAuthor(invoice.seller.name);
  pdf.setSubject(`${invoice.buyer.name} ${invoice.total} CNY`);
  pdf.setLanguage('zh-CN');
  pdf.setCreator('trading-web mock back end');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);

  const layout = measureLayout(invoice, (text, size) => font.widthOfTextAtSize(text, size), {
    nameWidth: NAME_WIDTH,
  });
  layout.pages.forEach((page, index) => {
    const sheet = new Sheet(pdf.addPage([WIDTH, HEIGHT]), font);
    const last = index === layout.pages.length - 1;
    drawHeading(sheet, invoice, index + 1, layout.pages.length);
    drawFrame(sheet, layout, last ? layout.totals.bottom : page.linesEnd + layout.continuedHeight);
    drawParties(sheet, layout);
    drawLines(sheet, layout, index);
    if (last) {
      drawTotals(sheet, invoice, layout);
    } else {
      drawSubtotal(sheet, page);
    }
  });
  return pdf.save();
}
