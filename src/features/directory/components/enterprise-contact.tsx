import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

import { EmailAddress } from '@/components/email-address';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import type { EnterpriseDetail } from '@/contract/directory/types';
import { useSession } from '@/lib/session';

import styles from './detail.module.css';

/**
 * Contact details for logged-in members (the server sends them only then); a visitor gets a login
 * link that comes back here.
 */
export function EnterpriseContact({ enterprise }: { enterprise: EnterpriseDetail }) {
  const intl = useIntl();
  const location = useLocation();
  const { status } = useSession();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const notGiven = <FormattedMessage id="directory.detail.notGiven" />;
  const { contactName, contactPhone, email } = enterprise;

  return (
    <SectionCard title={intl.formatMessage({ id: 'directory.contact.title' })}>
      {status === 'authenticated' ? (
        <dl className={styles.facts}>
          <dt>
            <FormattedMessage id="directory.contact.name" />
          </dt>
          <dd>{contactName ?? notGiven}</dd>
          <dt>
            <FormattedMessage id="directory.contact.phone" />
          </dt>
          <dd>{contactPhone ? <a href={`tel:${contactPhone}`}>{contactPhone}</a> : notGiven}</dd>
          <dt>
            <FormattedMessage id="directory.contact.email" />
          </dt>
          <dd>{email ? <EmailAddress address={email} link /> : notGiven}</dd>
        </dl>
      ) : (
        <>
          <p className={styles.note}>
            <FormattedMessage id="directory.contact.loginHint" />
          </p>
          <p>
            <Link to={paths.login.href(here)} className="link-button link-button--primary">
              <FormattedMessage id="directory.contact.login" />
            </Link>
          </p>
        </>
      )}
    </SectionCard>
  );
}
