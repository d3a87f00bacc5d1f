import { http, HttpResponse } from 'msw';

import { applyLatency } from '../../core/latency';
import { db } from '../../core/store';
import { OSS_PATH } from '../upload/handlers';
import { invoiceDocumentOf, type InvoiceDocument } from './pdf/document';
import { invoiceFont } from './pdf/font';

/** Invoice PDFs live in the object storage under an unguessable name, like a signed address. */
const INVOICE_FILES = `${OSS_PATH}/invoice`;
const FILE_NAME = /^([0-9a-f]{32})\.pdf$/;
/** Made PDFs kept for a repeated download, by what they print (a reset database reuses numbers). */
const KEPT = 20;

export function invoicePdfPath(pdfKey: string): string {
  return `${INVOICE_FILES}/${pdfKey}.pdf`;
}

const made = new Map<string, Promise<Uint8Array>>();

function pdfOf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const key = JSON.stringify(invoice);
  let pdf = made.get(key);
  if (!pdf) {
    // pdf-lib is loaded only when an invoice is first opened.
    pdf = Promise.all([import('./pdf/render'), invoiceFont()]).then(
      ([{ renderInvoicePdf }, font]) => renderInvoicePdf(invoice, font),
    );
    pdf.catch(() => made.delete(key));
    made.set(key, pdf);
    if (made.size > KEPT) made.delete(made.keys().next().value ?? key);
  }
  return pdf;
}

/** GET the PDF of an issued invoice by its file name; 404 for any other name. */
export const invoiceFileHandler = http.get(`*${INVOICE_FILES}/:file`, async ({ params }) => {
  await applyLatency(db.settings.latencyMs);
  const pdfKey = FILE_NAME.exec(typeof params.file === 'string' ? params.file : '')?.[1];
  const row = pdfKey
    ? Object.values(db.invoiceApplications).find((candidate) => candidate.pdfKey === pdfKey)
    : undefined;
  const invoice = row ? invoiceDocumentOf(db, row) : undefined;
  if (!invoice) return new HttpResponse('Not found', { status: 404 });
  let bytes: Uint8Array;
  try {
    bytes = await pdfOf(invoice);
  } catch (error) {
    console.error('[mock] invoice PDF failed', invoice.invoiceNo, error);
    return new HttpResponse('Server error', { status: 500 });
  }
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `inline; filename="invoice-${invoice.invoiceNo}.pdf"`,
      'Cache-Control': 'private, max-age=3600',
    },
  });
});
