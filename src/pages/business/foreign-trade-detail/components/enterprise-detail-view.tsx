import { ArrowLeftOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { EnterpriseDetail } from '@/contract/directory/types';
import styles from '@/features/directory/components/detail.module.css';
import { EnterpriseContact } from '@/features/directory/components/enterprise-contact';
import { EnterpriseHeader } from '@/features/directory/components/enterprise-header';
import { EnterpriseProfile } from '@/features/directory/components/enterprise-profile';
import { enterpriseName } from '@/features/directory/utils/enterprise-name';
import { FavouriteButton } from '@/features/favourite/components/favourite-button';

import { MarketListings } from './market-listings';
import { OpenTenders } from './open-tenders';

/**
 * One enterprise in full: heading with the favourite toggle, profile, introduction, its open
 * tenders (type 1) or market listings (types 2 and 3), and the contact card. The back link goes to
 * the enterprise's own type's category.
 */
export function EnterpriseDetailView({ enterprise }: { enterprise: EnterpriseDetail }) {
  const intl = useIntl();
  return (
    <article className={`page-container ${styles.page}`}>
      <Link to={paths.business.foreignTrade.href(enterprise.userType)} className={styles.back}>
        <ArrowLeftOutlined className="flips-in-rtl" aria-hidden />{' '}
        <FormattedMessage id="directory.detail.back" />
      </Link>
      <EnterpriseHeader
        enterprise={enterprise}
        extra={
          <FavouriteButton
            kind="enterprise"
            targetId={enterprise.id}
            name={enterpriseName(enterprise, intl.locale)}
          />
        }
      />
      <div className={styles.grid}>
        <div className={styles.main}>
          <EnterpriseProfile enterprise={enterprise} />
          {enterprise.userType === 1 ? (
            <OpenTenders enterpriseId={enterprise.id} />
          ) : (
            <MarketListings enterpriseId={enterprise.id} />
          )}
        </div>
        <div className={styles.side}>
          <EnterpriseContact enterprise={enterprise} />
        </div>
      </div>
    </article>
  );
}
