import { EnvironmentOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { EnterpriseSummary } from '@/contract/directory/types';
import { useProvinces } from '@/lib/reference';

import { enterpriseName } from '../utils/enterprise-name';
import { CertMark } from './cert-mark';
import styles from './directory.module.css';
import { EnterpriseLogo } from './enterprise-logo';
import { ServiceTags } from './service-tags';

/** One enterprise of the directory; its name links to the detail. */
export function EnterpriseCard({ enterprise }: { enterprise: EnterpriseSummary }) {
  const intl = useIntl();
  const titleId = useId();
  const provinces = useProvinces();
  const name = enterpriseName(enterprise, intl.locale);

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <EnterpriseLogo name={name} logo={enterprise.logo} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle} id={titleId}>
          <Link to={paths.business.foreignTradeDetail.href({ id: enterprise.id })}>
            <bdi>{name}</bdi>
          </Link>
        </h2>
        <p className={styles.meta}>
          <CertMark status={enterprise.certStatus} />
          <span>
            <EnvironmentOutlined aria-hidden /> {provinces.labelOf(enterprise.provinceCode)}
          </span>
          <span>
            {enterprise.userType === 1 ? (
              <FormattedMessage
                id="directory.card.openTenders"
                values={{ count: enterprise.openTenders }}
              />
            ) : (
              <FormattedMessage
                id="directory.card.listings"
                values={{ count: enterprise.listings }}
              />
            )}
          </span>
        </p>
        <ServiceTags services={enterprise.services} />
        {enterprise.intro && <p className={styles.intro}>{enterprise.intro}</p>}
      </div>
    </article>
  );
}
