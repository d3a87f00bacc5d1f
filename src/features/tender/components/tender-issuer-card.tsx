import { SafetyCertificateFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

import { EmailAddress } from '@/components/email-address';
import { SectionCard } from '@/components/section-card';
import { ServerImage } from '@/components/server-image';
import { paths } from '@/config/paths';
import type { TenderIssuer } from '@/contract/tender/types';
import { useProvinces } from '@/lib/reference';
import { useSession } from '@/lib/session';
import { partyName } from '@/utils/party-name';

import styles from './tender-detail.module.css';

/**
 * The issuing enterprise: name, certification, province; contact details for logged-in members
 * (the server sends them only then), a login link with the way back for visitors.
 */
export function TenderIssuerCard({ issuer }: { issuer: TenderIssuer }) {
  const intl = useIntl();
  const location = useLocation();
  const { status } = useSession();
  const provinces = useProvinces();
  const certified = issuer.certStatus === 'approved';
  const here = `${location.pathname}${location.search}${location.hash}`;
  const notGiven = <FormattedMessage id="tender.issuer.notGiven" />;

  return (
    <SectionCard title={intl.formatMessage({ id: 'tender.issuer.title' })}>
      <div className={styles.issuerHead}>
        {issuer.logo && <ServerImage src={issuer.logo} alt="" className={styles.logo} />}
        <div className={styles.issuerName}>
          <strong>{partyName(issuer, intl.locale)}</strong>
          {certified ? (
            <Tag color="success" icon={<SafetyCertificateFilled aria-hidden />}>
              <FormattedMessage id="tender.issuer.certified" />
            </Tag>
          ) : (
            <Tag>
              <FormattedMessage id="tender.issuer.notCertified" />
            </Tag>
          )}
          {issuer.provinceCode && (
            <span className={styles.note}>{provinces.labelOf(issuer.provinceCode)}</span>
          )}
        </div>
      </div>
      {status === 'authenticated' ? (
        <dl className={styles.contact}>
          <dt>
            <FormattedMessage id="tender.issuer.contactName" />
          </dt>
          <dd>{issuer.contactName ?? notGiven}</dd>
          <dt>
            <FormattedMessage id="tender.issuer.phone" />
          </dt>
          <dd>
            {issuer.contactPhone ? (
              <a href={`tel:${issuer.contactPhone}`}>{issuer.contactPhone}</a>
            ) : (
              notGiven
            )}
          </dd>
          <dt>
            <FormattedMessage id="tender.issuer.email" />
          </dt>
          <dd>{issuer.email ? <EmailAddress address={issuer.email} link /> : notGiven}</dd>
        </dl>
      ) : (
        <p className={styles.contactHidden}>
          <Link to={paths.login.href(here)}>
            <FormattedMessage id="tender.issuer.loginForContact" />
          </Link>
        </p>
      )}
    </SectionCard>
  );
}
