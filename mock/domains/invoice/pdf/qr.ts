/**
 * The QR code a fully digitalised e-invoice (数电票) carries, read by the tax authority's
 * verification app and by expense systems: eight comma-separated fields, version `01`; kind `31`
 * (special) or `32` (general); the invoice code and, two fields on, the check code, both empty (数电票
 * have neither); the number; the total including tax (价税合计); the date as YYYYMMDD; and four
 * upper-case hex digits, the CRC-16 of everything before them, their comma included.
 */
import {
  PDFOperator,
  PDFOperatorNames,
  asPDFNumber,
  fill,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
} from 'pdf-lib';
import QRCode from 'qrcode';

import { HEIGHT, INK, type Sheet } from './sheet';

import type { InvoiceDocument } from './document';

const KINDS = { special: '31', general: '32' } as const;

/**
 * CRC-16 with polynomial 0x8005, starting at 0, bits not reflected, no final xor (the variant
 * catalogued as CRC-16/UMTS), over the text's bytes: the last field of a 数电票's QR code.
 */
export function crc16(text: string): number {
  let crc = 0;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

export function qrPayload(
  invoice: Pick<InvoiceDocument, 'type' | 'invoiceNo' | 'total' | 'issuedOn'>,
): string {
  const date = invoice.issuedOn.replace(/-/g, '');
  const fields = ['01', KINDS[invoice.type], '', invoice.invoiceNo, invoice.total, date, ''];
  const checked = `${fields.join(',')},`;
  return checked + crc16(checked).toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The code of `payload` as filled rectangles (one per run of dark modules in a row), `size` points
 * square with its top-left corner `top` points below the page's top edge.
 */
export function drawQr(sheet: Sheet, payload: string, x: number, top: number, size: number): void {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  const rects: PDFOperator[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        const y = HEIGHT - top - (row + 1) * cell;
        rects.push(
          PDFOperator.of(PDFOperatorNames.AppendRectangle, [
            asPDFNumber(x + start * cell),
            asPDFNumber(y),
            asPDFNumber((column - start) * cell),
            asPDFNumber(cell),
          ]),
        );
        start = -1;
      }
    }
  }
  sheet.page.pushOperators(
    pushGraphicsState(),
    setFillingColor(INK),
    ...rects,
    fill(),
    popGraphicsState(),
  );
}
