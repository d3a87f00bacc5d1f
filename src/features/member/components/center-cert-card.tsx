import { Alert } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { SectionCard } from '@/components/section-card';
import { StatusTag, type TagColour } from '@/components/status-tag';
import { paths } from '@/config/paths';
import type { CertStatus } from '@/contract/common/user';
import type { Enterprise } from '@/contract/member/types';

const TAG_COLOR: Record<CertStatus, TagColour> = {
  none: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

const ALERT_TYPE = {
  none: 'info',
  pending: 'info',
  approved: 'success',
  rejected: 'error',
} as const satisfies Record<CertStatus, string>;

/** The certification state and the one thing to do next about it. */
export function CenterCertCard({ enterprise }: { enterprise: Enterprise }) {
  const intl = useIntl();
  const status = enterprise.certStatus;
  const href = paths.subBaseInfo.href();

  const text = {
    none: (
      <FormattedMessage
        id="center.cert.none"
        values={{
          action: intl.formatMessage({ id: `center.cert.none.action.${enterprise.userType}` }),
        }}
      />
    ),
    pending: (
      <FormattedMessage
        id="center.cert.pending"
        values={{
          time: enterprise.certSubmittedAt ? (
            <DateTimeText value={enterprise.certSubmittedAt} />
          ) : (
            ''
          ),
        }}
      />
    ),
    approved: <FormattedMessage id="center.cert.approved" values={{ name: enterprise.name }} />,
    rejected: (
      <FormattedMessage
        id="center.cert.rejected"
        values={{ reason: enterprise.certRejectReason ?? '' }}
      />
    ),
  }[status];

  const action = {
    none: (
      <Link to={href} className="center-cert__cta">
        <FormattedMessage id="center.cert.none.cta" />
      </Link>
    ),
    pending: (
      <Link to={href}>
        <FormattedMessage id="center.cert.pending.cta" />
      </Link>
    ),
    approved: (
      <Link to={href}>
        <FormattedMessage id="center.cert.approved.cta" />
      </Link>
    ),
    rejected: (
      <Link to={href}>
        <FormattedMessage id="center.cert.rejected.cta" />
      </Link>
    ),
  }[status];

  return (
    <SectionCard
      title={intl.formatMessage({ id: 'center.cert.title' })}
      extra={
        <StatusTag color={TAG_COLOR[status]}>
          <FormattedMessage id={`member.certStatus.${status}`} />
        </StatusTag>
      }
    >
      <Alert type={ALERT_TYPE[status]} showIcon title={text} description={action} />
    </SectionCard>
  );
}
