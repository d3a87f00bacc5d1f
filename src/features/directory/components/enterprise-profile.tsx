import { FormattedMessage, useIntl } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import { ExternalSiteLink } from '@/components/external-site-link';
import { SectionCard } from '@/components/section-card';
import type { EnterpriseDetail } from '@/contract/directory/types';
import { useProvinces } from '@/lib/reference';

import { CertMark } from './cert-mark';
import styles from './detail.module.css';
import { ServiceTags } from './service-tags';

/**
 * The facts of an enterprise (type, province, address, web site, joined, services, certification)
 * and its introduction. The web site is a link only when `ExternalSiteLink` finds it safe.
 */
export function EnterpriseProfile({ enterprise }: { enterprise: EnterpriseDetail }) {
  const intl = useIntl();
  const provinces = useProvinces();
  const notGiven = <FormattedMessage id="directory.detail.notGiven" />;

  return (
    <>
      <SectionCard title={intl.formatMessage({ id: 'directory.detail.profile' })}>
        <dl className={styles.facts}>
          <dt>
            <FormattedMessage id="directory.detail.userType" />
          </dt>
          <dd>
            <FormattedMessage id={`common.userType.${enterprise.userType}`} />
          </dd>
          <dt>
            <FormattedMessage id="directory.detail.certification" />
          </dt>
          <dd>
            <CertMark status={enterprise.certStatus} always />
          </dd>
          <dt>
            <FormattedMessage id="directory.detail.province" />
          </dt>
          <dd>{provinces.labelOf(enterprise.provinceCode) || notGiven}</dd>
          <dt>
            <FormattedMessage id="directory.detail.address" />
          </dt>
          <dd>{enterprise.address || notGiven}</dd>
          <dt>
            <FormattedMessage id="directory.detail.website" />
          </dt>
          <dd>{enterprise.website ? <ExternalSiteLink url={enterprise.website} /> : notGiven}</dd>
          <dt>
            <FormattedMessage id="directory.detail.joined" />
          </dt>
          <dd>
            <DateTimeText value={enterprise.createdAt} precision="date" />
          </dd>
          <dt>
            <FormattedMessage id="directory.detail.services" />
          </dt>
          <dd>
            <ServiceTags services={enterprise.services} />
          </dd>
        </dl>
      </SectionCard>
      <SectionCard title={intl.formatMessage({ id: 'directory.detail.intro' })}>
        {enterprise.intro ? (
          <p className={styles.intro}>{enterprise.intro}</p>
        ) : (
          <p className={styles.note}>
            <FormattedMessage id="directory.detail.noIntro" />
          </p>
        )}
      </SectionCard>
    </>
  );
}
