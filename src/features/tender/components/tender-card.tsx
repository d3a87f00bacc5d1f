import { SafetyCertificateFilled } from '@ant-design/icons';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { CountdownText } from '@/components/countdown-text';
import { DictTag } from '@/components/dict-tag';
import { paths } from '@/config/paths';
import type { TenderSummary } from '@/contract/tender/types';
import { useDict } from '@/lib/reference';

import { partyName } from '../utils/party-name';
import styles from './tender-card.module.css';
import { TenderLane } from './tender-lane';
import { TenderSize } from './tender-size';

/** One tender in the hall or the search results; its title links to the detail. */
export function TenderCard({ tender }: { tender: TenderSummary }) {
  const intl = useIntl();
  const titleId = useId();
  const cargoTypes = useDict('cargo_type');
  const certified = tender.issuer.certStatus === 'approved';

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 className={styles.title} id={titleId}>
          <Link to={paths.business.tenderDetail.href(tender.id)}>{tender.title}</Link>
        </h2>
        <DictTag dict="tender_status" value={tender.status} />
      </header>
      <p className={styles.meta}>
        <span>{tender.tenderNo}</span>
        <span className={styles.issuer}>
          {partyName(tender.issuer, intl.locale)}
          {certified && (
            <SafetyCertificateFilled
              className={styles.certified}
              aria-label={intl.formatMessage({ id: 'tender.issuer.certified' })}
              role="img"
            />
          )}
        </span>
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
          <dd>{`${tender.cargoName} · ${cargoTypes.labelOf(tender.cargoType)}`}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="tender.card.closesIn" />
          </dt>
          <dd>
            <CountdownText until={tender.bidDeadline} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="tender.card.bids" />
          </dt>
          <dd>
            <FormattedMessage id="tender.bidCount" values={{ count: tender.bidCount }} />
          </dd>
        </div>
      </dl>
    </article>
  );
}
