/**
 * The invoice as a PDF in the layout of a fully digitalised e-invoice (全电发票): 241 × 140 mm,
 * title, number and date; buyer and seller; the lines; totals in figures and in capitals; remarks;
 * the issuer. Five lines a page; a longer invoice goes on over more pages, its totals on the last.
 * Text is drawn with one embedded CJK font, subset to the characters used.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

import {
  grouped,
  type InvoiceDocument,
  type InvoiceDocumentLine,
  type InvoiceParty,
} from './document';

const MM = 72 / 25.4;
const WIDTH = 241 * MM;
const HEIGHT = 140 * MM;
const MARGIN = 24;
const RIGHT = WIDTH - MARGIN;
const MIDDLE = WIDTH / 2;
const LINES_PER_PAGE = 5;

/** The brown of the printed form; values in black. */
const FORM = rgb(0.55, 0.27, 0.16);
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.4, 0.4, 0.4);

const TITLES = {
  special: '电子发票（增值税专用发票）',
  general: '电子发票（普通发票）',
} as const;

/** Heights from the top of the page. */
const TOP = {
  frame: 64,
  parties: 64,
  header: 130,
  lines: 148,
  lineHeight: 26,
} as const;
const LINES_END = TOP.lines + LINES_PER_PAGE * TOP.lineHeight;
const TOTALS_END = LINES_END + 18;
const CAPITALS_END = TOTALS_END + 22;
const FRAME_END = CAPITALS_END + 40;

/** Item columns: label, left edge, width, alignment of values. */
const COLUMNS = [
  { label: '项目名称', width: 245, align: 'left' },
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

type Align = 'left' | 'center' | 'right';

class Sheet {
  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
  ) {}

  width(text: string, size: number): number {
    return this.font.widthOfTextAtSize(text, size);
  }

  /** `text` cut to `max` points wide, ending in … when cut. */
  fit(text: string, size: number, max: number): string {
    if (this.width(text, size) <= max) return text;
    let kept = [...text];
    while (kept.length > 0 && this.width(`${kept.join('')}…`, size) > max) kept = kept.slice(0, -1);
    return `${kept.join('')}…`;
  }

  /** `text` broken into lines at most `max` points wide, at most `count` lines. */
  wrap(text: string, size: number, max: number, count: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const char of text) {
      if (this.width(line + char, size) > max && line) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
    if (line) lines.push(line);
    if (lines.length <= count) return lines;
    const last = lines.slice(count - 1).join('');
    return [...lines.slice(0, count - 1), this.fit(last, size, max)];
  }

  /** Text whose top is `top` points below the page's top edge. */
  text(
    value: string,
    x: number,
    top: number,
    size: number,
    {
      align = 'left',
      max,
      color = INK,
      smallest = size,
    }: { align?: Align; max?: number; color?: typeof INK; smallest?: number } = {},
  ): void {
    // Too wide: smaller type down to `smallest`, then cut.
    const fitting = max === undefined ? size : (max / this.width(value, size)) * size;
    const shownSize = Math.max(smallest, Math.min(size, fitting));
    const shown = max === undefined ? value : this.fit(value, shownSize, max);
    const width = this.width(shown, shownSize);
    const left = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
    this.page.drawText(shown, {
      x: left,
      y: HEIGHT - top - size * 0.88,
      size: shownSize,
      font: this.font,
      color,
    });
  }

  line(x1: number, top1: number, x2: number, top2: number, thickness = 0.8): void {
    this.page.drawLine({
      start: { x: x1, y: HEIGHT - top1 },
      end: { x: x2, y: HEIGHT - top2 },
      thickness,
      color: FORM,
    });
  }

  /** Characters stacked one above the other, centred on `x` between `top` and `bottom`. */
  vertical(value: string, x: number, top: number, bottom: number, size: number): void {
    const chars = [...value];
    const step = size + 3;
    const start = top + (bottom - top - chars.length * step) / 2;
    chars.forEach((char, index) => {
      this.text(char, x, start + index * step, size, { align: 'center', color: FORM });
    });
  }
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
  if (pages > 1) sheet.text(`第 ${pageNo} 页 共 ${pages} 页`, MARGIN, 38, 8, { color: GREY });
}

function drawParty(sheet: Sheet, label: string, party: InvoiceParty, left: number): void {
  const labelWidth = 20;
  const right = left + (RIGHT - MARGIN) / 2;
  sheet.vertical(label, left + labelWidth / 2, TOP.parties, TOP.header, 9);
  sheet.line(left + labelWidth, TOP.parties, left + labelWidth, TOP.header);
  const x = left + labelWidth + 6;
  const max = right - x - 6;
  const rows: [string, string][] = [
    ['名称：', party.name],
    ['统一社会信用代码/纳税人识别号：', party.taxNo],
  ];
  const contact = [party.address, party.phone].filter(Boolean).join(' ');
  if (contact) rows.push(['地址、电话：', contact]);
  const bank = [party.bank, party.account].filter(Boolean).join(' ');
  if (bank) rows.push(['开户行及账号：', bank]);
  rows.forEach(([name, value], index) => {
    const top = TOP.parties + 7 + index * 14;
    sheet.text(name, x, top, 8, { color: FORM });
    const offset = sheet.width(name, 8);
    sheet.text(value, x + offset, top, 8, { max: max - offset, smallest: 6 });
  });
}

function cellX(index: number, align: Align): number {
  const left = COLUMN_LEFT[index] ?? MARGIN;
  const width = COLUMNS[index]?.width ?? 0;
  if (align === 'left') return left + 6;
  if (align === 'center') return left + width / 2;
  return left + width - 6;
}

function drawLines(
  sheet: Sheet,
  invoice: InvoiceDocument,
  lines: readonly InvoiceDocumentLine[],
): void {
  COLUMNS.forEach((column, index) => {
    const align = index === 0 ? 'center' : column.align;
    const x = index === 0 ? (COLUMN_LEFT[0] ?? MARGIN) + column.width / 2 : cellX(index, align);
    sheet.text(column.label, x, TOP.header + 5, 8.5, { align, color: FORM });
  });
  lines.forEach((line, index) => {
    const top = TOP.lines + index * TOP.lineHeight + 3;
    const nameMax = (COLUMNS[0]?.width ?? 0) - 12;
    sheet.text(line.service, cellX(0, 'left'), top, 8, { max: nameMax });
    const detail = `订单 ${line.orderNo}${line.subject ? ` ${line.subject}` : ''}`;
    sheet.text(detail, cellX(0, 'left'), top + 11, 7, { max: nameMax, color: GREY });
    const values = ['次', '1', grouped(line.net), grouped(line.net), `${invoice.ratePercent}%`];
    values.forEach((value, offset) => {
      const align = COLUMNS[offset + 1]?.align ?? 'right';
      sheet.text(value, cellX(offset + 1, align), top, 8, { align });
    });
    sheet.text(grouped(line.tax), cellX(6, 'right'), top, 8, { align: 'right' });
  });
}

function drawTotals(sheet: Sheet, invoice: InvoiceDocument): void {
  sheet.text('合      计', (COLUMN_LEFT[0] ?? MARGIN) + 122, LINES_END + 4, 9, {
    align: 'center',
    color: FORM,
  });
  sheet.text(`¥${grouped(invoice.net)}`, cellX(4, 'right'), LINES_END + 4, 9, { align: 'right' });
  sheet.text(`¥${grouped(invoice.tax)}`, cellX(6, 'right'), LINES_END + 4, 9, { align: 'right' });
  sheet.line(MARGIN, TOTALS_END, RIGHT, TOTALS_END);
  const capitalsTop = TOTALS_END + 6;
  sheet.text('价税合计（大写）', MARGIN + 6, capitalsTop, 9, { color: FORM });
  sheet.text(`⊗${invoice.totalInCapitals}`, MARGIN + 100, capitalsTop, 9.5);
  sheet.text('（小写）', RIGHT - 150, capitalsTop, 9, { color: FORM });
  sheet.text(`¥${grouped(invoice.total)}`, RIGHT - 6, capitalsTop, 9.5, { align: 'right' });
  sheet.line(MARGIN, CAPITALS_END, RIGHT, CAPITALS_END);
  sheet.vertical('备注', MARGIN + 10, CAPITALS_END, FRAME_END, 9);
  sheet.line(MARGIN + 20, CAPITALS_END, MARGIN + 20, FRAME_END);
  const remarks = sheet.wrap(invoice.remarks, 8, RIGHT - MARGIN - 38, 3);
  remarks.forEach((text, index) => {
    sheet.text(text, MARGIN + 28, CAPITALS_END + 6 + index * 11, 8);
  });
}

function drawFrame(sheet: Sheet, last: boolean): void {
  const bottom = last ? FRAME_END : TOTALS_END;
  sheet.line(MARGIN, TOP.frame, RIGHT, TOP.frame);
  sheet.line(MARGIN, bottom, RIGHT, bottom);
  sheet.line(MARGIN, TOP.frame, MARGIN, bottom);
  sheet.line(RIGHT, TOP.frame, RIGHT, bottom);
  sheet.line(MIDDLE, TOP.parties, MIDDLE, TOP.header);
  sheet.line(MARGIN, TOP.header, RIGHT, TOP.header);
}

/** The PDF of `invoice`, its text in `fontBytes` (a TrueType font with the CJK characters used). */
export async function renderInvoicePdf(
  invoice: InvoiceDocument,
  fontBytes: Uint8Array,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(fontBytes, { subset: true });
  const issued = new Date(`${invoice.issuedOn}T00:00:00+08:00`);
  pdf.setTitle(`${TITLES[invoice.type]} ${invoice.invoiceNo}`, { showInWindowTitleBar: true });
  pdf.setAuthor(invoice.seller.name);
  pdf.setSubject(`${invoice.buyer.name} ${invoice.total} CNY`);
  pdf.setLanguage('zh-CN');
  pdf.setCreator('trading-web mock back end');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);

  const pages = Math.max(1, Math.ceil(invoice.lines.length / LINES_PER_PAGE));
  for (let index = 0; index < pages; index += 1) {
    const sheet = new Sheet(pdf.addPage([WIDTH, HEIGHT]), font);
    const last = index === pages - 1;
    drawHeading(sheet, invoice, index + 1, pages);
    drawFrame(sheet, last);
    drawParty(sheet, '购买方信息', invoice.buyer, MARGIN);
    drawParty(sheet, '销售方信息', invoice.seller, MIDDLE);
    const lines = invoice.lines.slice(index * LINES_PER_PAGE, (index + 1) * LINES_PER_PAGE);
    drawLines(sheet, invoice, lines);
    if (last) {
      drawTotals(sheet, invoice);
      sheet.text('开票人：', MARGIN, FRAME_END + 8, 9, { color: FORM });
      sheet.text(invoice.issuer, MARGIN + 38, FRAME_END + 8, 9);
    } else {
      sheet.text('（续下页）', RIGHT - 6, LINES_END + 4, 8, { align: 'right', color: GREY });
    }
  }
  return pdf.save();
}
