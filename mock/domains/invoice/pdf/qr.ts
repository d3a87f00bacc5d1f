/**
 * The QR code an e-invoice carries, read by the tax authority's verification app: comma-separated,
 * version 01; kind 31 (special) or 32 (general) for fully digitalised invoices; the invoice code
 * (empty: these invoices have none); the number; the amount without tax; the date as YYYYMMDD; the
 * check code (校验码).
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

export function qrPayload(
  invoice: Pick<InvoiceDocument, 'type' | 'invoiceNo' | 'net' | 'issuedOn' | 'checkCode'>,
): string {
  const date = invoice.issuedOn.replace(/-/g, '');
  return [
    '01',
    KINDS[invoice.type],
    '',
    invoice.invoiceNo,
    invoice.net,
    date,
    invoice.checkCode,
  ].join(',');
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
