/** The notification an application raises: its payee hears that an answer is awaited. */
import { partyName } from '../member/views';
import { notifyEnterprise } from '../notification/raise';

import type { Db } from '../../core/schema';
import type { InvoiceApplicationRow } from './schema';

/** Each member of the payee's enterprise: an application for `amount` awaits its answer. */
export function noticeRequested(
  db: Db,
  row: InvoiceApplicationRow,
  amount: string,
  now: number,
): void {
  notifyEnterprise(
    db,
    row.payeeEnterpriseId,
    {
      kind: 'invoiceRequested',
      subject: { type: 'invoice', id: row.id },
      params: { party: partyName(db, row.payerEnterpriseId), amount, currency: row.currency },
    },
    now,
  );
}
