/**
 * Where everything of an invoice goes, measured before anything is drawn (points from the page's
 * top): the parties' box grows with what it holds, each line's row with its order's description,
 * and the lines are paginated so every page ends inside the sheet, the totals on the last page.
 * Nothing is cut: every text that may be long wraps.
 */
import { HEIGHT, MARGIN, MIDDLE, RIGHT } from './sheet';

import type { InvoiceDocument, InvoiceDocumentLine, InvoiceParty } from './document';

/** The width of `text` set at `size` points. */
export type Measure = (text: string, size: number) => number;

const FRAME_TOP = 64;
const PARTY_SIZE = 8;
const PARTY_LEADING = 10.5;
const PARTY_MIN_HEIGHT = 66;
const HEADER_HEIGHT = 18;
const ROW_MIN_HEIGHT = 26;
/** The items area of the printed form: five rows. */
const LINES_MIN_HEIGHT = 5 * ROW_MIN_HEIGHT;
const DETAIL_LEADING = 9;
const TOTALS_HEIGHT = 18;
const CAPITALS_HEIGHT = 22;
const REMARKS_MIN_HEIGHT = 40;
const REMARK_LEADING = 11;
/** The issuer's line under the frame. */
const ISSUER_HEIGHT = 22;
/** The row saying the lines go on over the page. */
const CONTINUED_HEIGHT = 18;
const PAGE_BOTTOM = HEIGHT - 8;

export interface PartyRowLayout {
  label: string;
  x: number;
  valueX: number;
  top: number;
  lines: string[];
}

export interface PartyBoxLayout {
  label: string;
  left: number;
  rows: PartyRowLayout[];
}

export interface LineRowLayout {
  line: InvoiceDocumentLine;
  top: number;
  height: number;
  /** The order and what it bought, wrapped under the item name. */
  detail: string[];
}

export interface PageLayout {
  rows: LineRowLayout[];
  linesEnd: number;
}

export interface InvoiceLayout {
  partySize: number;
  partyLeading: number;
  parties: { top: number; bottom: number; boxes: PartyBoxLayout[] };
  headerTop: number;
  pages: PageLayout[];
  continuedHeight: number;
  /** On the last page, after its lines. */
  totals: {
    top: number;
    capitalsTop: number;
    remarksTop: number;
    bottom: number;
    remarks: string[];
  };
}

/** Letters, digits and the marks inside numbers and codes: a run of them is not broken if it fits. */
const WORD_CHAR = /[\w.,:/@+\-()]/;

/**
 * `text` broken into lines at most `max` wide: between any two Chinese characters (Chinese has no
 * spaces), but a run of Latin letters and digits (a phone number, an account, a code) moves whole to
 * the next line when it fits on one. Every character is kept but a space at a break.
 */
export function wrapText(text: string, size: number, max: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line && measure(line + char, size) > max) {
      let cut = line.length;
      if (WORD_CHAR.test(char)) {
        while (cut > 0 && WORD_CHAR.test(line.charAt(cut - 1))) cut -= 1;
        // The whole line is one run: it is broken where it must be.
        if (cut === 0) cut = line.length;
      }
      lines.push(line.slice(0, cut).trimEnd());
      line = line.slice(cut).trimStart();
    }
    line += char;
  }
  return line ? [...lines, line] : lines;
}

function partyBox(label: string, party: InvoiceParty, left: number, measure: Measure) {
  const x = left + 26;
  const max = (RIGHT - MARGIN) / 2 - 26 - 6;
  const fields: [string, string][] = [
    ['名称：', party.name],
    ['统一社会信用代码/纳税人识别号：', party.taxNo],
  ];
  let top = FRAME_TOP + 7;
  const rows = fields.map(([name, value]) => {
    const offset = measure(name, PARTY_SIZE);
    const lines = wrapText(value, PARTY_SIZE, max - offset, measure);
    const row = { label: name, x, valueX: x + offset, top, lines };
    top += Math.max(1, lines.length) * PARTY_LEADING;
    return row;
  });
  return { box: { label, left, rows }, height: top - FRAME_TOP + 5 };
}

/** Rows into pages: each page's rows end inside the sheet, with room for the totals on the last. */
function paginate(rows: LineRowLayout[], linesTop: number, closing: number): PageLayout[] {
  const room = PAGE_BOTTOM - linesTop;
  const pages: PageLayout[] = [];
  let rest = rows;
  const place = (slice: LineRowLayout[]): PageLayout => {
    let top = linesTop;
    const placed = slice.map((row) => {
      const at = { ...row, top };
      top += row.height;
      return at;
    });
    return { rows: placed, linesEnd: top };
  };
  for (;;) {
    const height = rest.reduce((sum, row) => sum + row.height, 0);
    if (rest.length <= 1 || height + closing <= room) {
      const last = place(rest);
      // The items area keeps the printed form's height when there is room for it.
      const least = linesTop + LINES_MIN_HEIGHT;
      if (last.linesEnd < least && LINES_MIN_HEIGHT + closing <= room) last.linesEnd = least;
      pages.push(last);
      return pages;
    }
    // A page that goes on: as many rows as fit, leaving at least one for the last page.
    let taken = 0;
    let used = 0;
    for (const row of rest.slice(0, -1)) {
      if (used + row.height > room - CONTINUED_HEIGHT) break;
      used += row.height;
      taken += 1;
    }
    taken = Math.max(1, taken);
    pages.push(place(rest.slice(0, taken)));
    rest = rest.slice(taken);
  }
}

/** The layout of `invoice`, its texts measured with `measure`; `nameWidth`: the item name column. */
export function measureLayout(
  invoice: InvoiceDocument,
  measure: Measure,
  { nameWidth }: { nameWidth: number },
): InvoiceLayout {
  const buyer = partyBox('购买方信息', invoice.buyer, MARGIN, measure);
  const seller = partyBox('销售方信息', invoice.seller, MIDDLE, measure);
  const partiesBottom = FRAME_TOP + Math.max(PARTY_MIN_HEIGHT, buyer.height, seller.height);
  const headerTop = partiesBottom;
  const linesTop = headerTop + HEADER_HEIGHT;
  const rows = invoice.lines.map((line) => {
    const description = `订单 ${line.orderNo}${line.subject ? ` ${line.subject}` : ''}`;
    const detail = wrapText(description, 7, nameWidth, measure);
    const height = Math.max(ROW_MIN_HEIGHT, 13 + detail.length * DETAIL_LEADING + 4);
    return { line, top: 0, height, detail };
  });
  const remarks = wrapText(invoice.remarks, 8, RIGHT - MARGIN - 38, measure);
  const remarksHeight = Math.max(REMARKS_MIN_HEIGHT, 6 + remarks.length * REMARK_LEADING + 4);
  const closing = TOTALS_HEIGHT + CAPITALS_HEIGHT + remarksHeight + ISSUER_HEIGHT;
  const pages = paginate(rows, linesTop, closing);
  const totalsTop = pages[pages.length - 1]?.linesEnd ?? linesTop;
  const capitalsTop = totalsTop + TOTALS_HEIGHT;
  const remarksTop = capitalsTop + CAPITALS_HEIGHT;
  return {
    partySize: PARTY_SIZE,
    partyLeading: PARTY_LEADING,
    parties: { top: FRAME_TOP, bottom: partiesBottom, boxes: [buyer.box, seller.box] },
    headerTop,
    pages,
    continuedHeight: CONTINUED_HEIGHT,
    totals: {
      top: totalsTop,
      capitalsTop,
      remarksTop,
      bottom: remarksTop + remarksHeight,
      remarks,
    },
  };
}

/** Where the layout's last mark ends on `pageIndex` (tests: nothing below the sheet). */
export function pageEnd(layout: InvoiceLayout, pageIndex: number): number {
  const last = pageIndex === layout.pages.length - 1;
  if (last) return layout.totals.bottom + ISSUER_HEIGHT;
  return (layout.pages[pageIndex]?.linesEnd ?? 0) + CONTINUED_HEIGHT;
}

export const SHEET_BOTTOM = PAGE_BOTTOM;
