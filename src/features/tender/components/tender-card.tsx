import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { DictTag } from '@/components/dict-tag';
import { DotList } from '@/components/dot-list';
import { PartyName } from '@/components/party-name';
import { paths } from '@/config/paths';
import type { TenderSummary } from '@/contract/tender/types';
import { useDict } from '@/lib/reference';

import { TenderBiddingFacts } from './tender-bidding-facts';
import styles from './tender-card.module.css';
import { TenderLane } from './tender-lane';
import { TenderSize } from './tender-size';

/** One tender in the hall or the search results; its title links to the detail. */
export function TenderCard({ tender }: { tender: TenderSummary }) {
  const intl = useIntl();
  const titleId = useId();
  const cargoTypes = useDict('cargo_type');

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 className={styles.title} id={titleId}>
          <Link to={paths.business.tenderDetail.href(tender.id)} dir="auto">
            {tender.title}
          </Link>
        </h2>
        <DictTag dict="tender_status" value={tender.status} />
      </header>
      <p className={styles.meta}>
        <span>{tender.tenderNo}</span>
        <PartyName
          party={tender.issuer}
          certified={tender.issuer.certStatus === 'approved'}
          certifiedLabel={intl.formatMessage({ id: 'tender.issuer.certified' })}
        />
      </p>
      <p className={styles.lane}>
        <TenderLane pol={tender.pol} pod={tender.pod} />
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage
              id={tender.shipmentType === 'FCL' ? 'tender.card.containers' : 'tender.card.lcl'}
            />
          </dt>
          <dd>
            <TenderSize {...tender} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="tender.card.cargo" />
          </dt>
          <dd>
            <DotList parts={[tender.cargoName, cargoTypes.labelOf(tender.cargoType)]} />
          </dd>
        </div>
        <TenderBiddingFacts tender={tender} />
      </dl>
    </article>
  );
}
