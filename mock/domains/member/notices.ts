/** The notification a certification decision raises: every member of the enterprise hears it. */
import { renderMessage } from '../../core/messages';
import { notifyEnterprise } from '../notification/raise';

import type { Db } from '../../core/schema';
import type { Text } from '../../core/text';
import type { EnterpriseRow } from './schema';

/** Why it was rejected: the reviewer's words, or the automatic reviewer's message in both languages. */
function rejectReason(enterprise: EnterpriseRow): string | Text | undefined {
  if (enterprise.certRejectReason) return enterprise.certRejectReason;
  const id = enterprise.certRejectReasonId;
  return id ? { zh: renderMessage(id, 'zh'), en: renderMessage(id, 'en') } : undefined;
}

/** The enterprise's members: its certification was approved, or rejected (with the reason). */
export function noticeCertification(db: Db, enterprise: EnterpriseRow, at: number): void {
  const approved = enterprise.certStatus === 'approved';
  const reason = approved ? undefined : rejectReason(enterprise);
  notifyEnterprise(
    db,
    enterprise.id,
    {
      kind: approved ? 'certificationApproved' : 'certificationRejected',
      subject: { type: 'certification' },
      params: reason ? { reason } : {},
    },
    at,
  );
}
