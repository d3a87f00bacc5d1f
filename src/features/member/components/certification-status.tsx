import { Alert } from 'antd';
import { FormattedMessage } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import type { CertStatus } from '@/contract/common/user';
import type { Enterprise } from '@/contract/member/types';

import type { ReactNode } from 'react';

const ALERT_TYPE = {
  none: 'info',
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
} as const satisfies Record<CertStatus, string>;

interface CertificationStatusProps {
  enterprise: Enterprise;
  /** Buttons or links beside the message. */
  action?: ReactNode;
}

/** Where the certification stands, at the top of /subBaseInfo: the state, and its time or reason. */
export function CertificationStatus({ enterprise, action }: CertificationStatusProps) {
  const status = enterprise.certStatus;
  const description = {
    none: <FormattedMessage id="enterprise.cert.none.description" />,
    pending: (
      <FormattedMessage
        id="enterprise.cert.pending.description"
        values={{
          time: enterprise.certSubmittedAt ? (
            <DateTimeText value={enterprise.certSubmittedAt} />
          ) : (
            '—'
          ),
        }}
      />
    ),
    approved: (
      <FormattedMessage
        id="enterprise.cert.approved.description"
        values={{ name: enterprise.name }}
      />
    ),
    rejected: (
      <>
        <p style={{ margin: '0 0 4px', fontSize: 15 }}>
          <strong>
            <FormattedMessage
              id="enterprise.cert.rejected.reason"
              values={{ reason: enterprise.certRejectReason ?? '—' }}
            />
          </strong>
        </p>
        <FormattedMessage id="enterprise.cert.rejected.description" />
      </>
    ),
  }[status];

  return (
    <Alert
      type={ALERT_TYPE[status]}
      showIcon
      role={status === 'none' ? undefined : 'status'}
      data-testid="cert-status"
      title={<FormattedMessage id={`enterprise.cert.${status}.title`} />}
      description={description}
      action={action}
      style={{ marginBottom: 24 }}
    />
  );
}
