/**
 * The notifications the payee's answer raises: the applicant hears of the issued invoice (with its
 * PDF's address) or of the rejection (with the reason).
 */
import { partyName } from '../member/views';
import { notify } from '../notification/raise';
import { invoicePdfPath } from './files';

import type { Db } from '../../core/schema';
import type { InvoiceApplicationRow } from './schema';

/** Applicant: the payee issued the invoice (with its PDF's address) or rejected it (with why). */
export function noticeAnswered(db: Db, row: InvoiceApplicationRow, now: number): void {
  const party = partyName(db, row.payeeEnterpriseId);
  const subject = { type: 'invoice', id: row.id } as const;
  if (row.status === 'issued') {
    notify(
      db,
      {
        memberId: row.payerId,
        kind: 'invoiceIssued',
        subject,
        params: { party, ...(row.invoiceNo ? { invoiceNo: row.invoiceNo } : {}) },
        ...(row.pdfKey ? { downloadUrl: invoicePdfPath(row.pdfKey) } : {}),
      },
      now,
    );
  } else if (row.status === 'rejected') {
    notify(
      db,
      {
        memberId: row.payerId,
        kind: 'invoiceRejected',
        subject,
        params: { party, ...(row.reason ? { reason: row.reason } : {}) },
      },
      now,
    );
  }
}
