import type { MockInvoiceResult, PendingInvoice } from '@/contract/devtools/types';
import { BizCode } from '@/contract/http';

import { accept, reject, type RuleResult } from '../../core/result';
import { isoCst } from '../../core/time';
import { issueApplication, rejectApplication } from '../invoice/answers';
import { totalsOf } from '../invoice/applications';

import type { Db } from '../../core/schema';

/** What a payee's desk would say when /test rejects without a reason. */
const STANDARD_REASON = '开票信息需要核对，请确认后重新申请';

/** Applications no payee has answered yet, oldest first. */
export function pendingInvoices(db: Db): PendingInvoice[] {
  return Object.values(db.invoiceApplications)
    .filter((row) => row.status === 'pending')
    .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id))
    .map((row) => ({
      id: row.id,
      payer: db.enterprises[row.payerEnterpriseId]?.name ?? '',
      payee: db.enterprises[row.payeeEnterpriseId]?.name ?? '',
      amount: totalsOf(row).amount,
      currency: row.currency,
      orders: row.lines.length,
      createdAt: isoCst(row.createdAt),
    }));
}

/** Issues or rejects a pending application as a member of its payee would. */
export function answerInvoice(
  db: Db,
  body: { id: string; decision: 'issue' | 'reject'; reason: string },
  now: number,
): RuleResult<MockInvoiceResult> {
  const row = db.invoiceApplications[body.id];
  const payee = Object.values(db.members).find(
    (member) => member.enterpriseId === row?.payeeEnterpriseId,
  );
  if (!row || !payee) return reject(BizCode.notFound, 'invoice.applicationNotFound');
  const answered =
    body.decision === 'issue'
      ? issueApplication(db, payee, body.id, now)
      : rejectApplication(db, payee, { id: body.id, reason: body.reason || STANDARD_REASON }, now);
  if (!answered.ok) return answered;
  const { id, status, invoiceNo } = answered.value;
  return accept({
    id,
    status: status === 'issued' ? 'issued' : 'rejected',
    ...(invoiceNo ? { invoiceNo } : {}),
  });
}
