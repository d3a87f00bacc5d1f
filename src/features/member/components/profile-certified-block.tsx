import { Tag, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { CertStatus } from '@/contract/common/user';
import type { Enterprise } from '@/contract/member/types';

import styles from './enterprise-form.module.css';
import { EnterpriseSummary } from './enterprise-summary';

/** antd's status tag colours are too faint for small text (WCAG AA): darker ones here. */
const TAG_CLASS: Record<CertStatus, string | undefined> = {
  none: undefined,
  pending: styles.tagPending,
  approved: styles.tagApproved,
  rejected: styles.tagRejected,
};

/**
 * What a reviewer checked (company name, credit code, licence), read-only: changing it needs a new
 * certification, so the way there is a link to /subBaseInfo.
 */
export function ProfileCertifiedBlock({ enterprise }: { enterprise: Enterprise }) {
  const intl = useIntl();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'enterprise.profile.certified.title' })}
      className={styles.certified}
    >
      <EnterpriseSummary
        enterprise={enterprise}
        fields="identity"
        title={
          <span className={styles.certifiedTitle}>
            <FormattedMessage id="enterprise.profile.certified.title" />
            <Tag className={TAG_CLASS[enterprise.certStatus]}>
              <FormattedMessage id={`member.certStatus.${enterprise.certStatus}`} />
            </Tag>
          </span>
        }
      />
      <Typography.Paragraph type="secondary" className={styles.certifiedNote}>
        <FormattedMessage
          id={
            enterprise.certStatus === 'approved'
              ? 'enterprise.profile.certified.note'
              : 'enterprise.profile.certified.noteUncertified'
          }
        />{' '}
        <Link to={paths.subBaseInfo.href()} className={styles.inlineLink}>
          <FormattedMessage id="enterprise.profile.certified.link" />
        </Link>
      </Typography.Paragraph>
    </section>
  );
}
