import { Link, useLocation } from 'react-router-dom';

import { LtrRun } from '@/components/ltr-run';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import type { ListingPublisher } from '@/contract/market/types';

import { useListingFormat } from '../hooks/use-listing-format';
import styles from './market.module.css';
import { PublisherName } from './publisher-name';

/** The publishing company: name (certified mark), contact for members, a login link for visitors. */
export function PublisherCard({
  publisher,
  member,
}: {
  publisher: ListingPublisher;
  member: boolean;
}) {
  const { text } = useListingFormat();
  const location = useLocation();
  return (
    <SectionCard title={text('market.publisher.title')}>
      <div className={styles.stack}>
        <strong>
          <PublisherName publisher={publisher} />
        </strong>
        {member && publisher.contactName ? (
          <dl className={styles.facts}>
            <div>
              <dt>{text('market.publisher.contact')}</dt>
              <dd dir="auto">{publisher.contactName}</dd>
            </div>
            <div>
              <dt>{text('market.publisher.phone')}</dt>
              <dd>
                <LtrRun>{publisher.contactPhone}</LtrRun>
              </dd>
            </div>
            {publisher.email && (
              <div>
                <dt>{text('market.publisher.email')}</dt>
                <dd>
                  <LtrRun>{publisher.email}</LtrRun>
                </dd>
              </div>
            )}
          </dl>
        ) : (
          <p className={styles.muted}>
            {text('market.publisher.loginHint')}{' '}
            <Link to={paths.login.href(`${location.pathname}${location.search}`)}>
              {text('market.publisher.login')}
            </Link>
          </p>
        )}
        <Link to={paths.business.foreignTradeDetail.href({ id: publisher.enterpriseId })}>
          {text('market.publisher.profile')}
        </Link>
      </div>
    </SectionCard>
  );
}
