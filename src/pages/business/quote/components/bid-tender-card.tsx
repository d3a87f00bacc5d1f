import { Card } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { CountdownText } from '@/components/countdown-text';
import { DictTag } from '@/components/dict-tag';
import { paths } from '@/config/paths';
import type { TenderDetail } from '@/contract/tender/types';
import { TenderFacts } from '@/features/tender/components/tender-facts';

import styles from '../quote.module.css';

interface BidTenderCardProps {
  tender: TenderDetail;
}

/** The tender being bid on: number, state, time left, bid count and its facts. */
export function BidTenderCard({ tender }: BidTenderCardProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'bid.page.tender' }, { title: tender.title });
  return (
    <Card role="region" aria-label={title} size="small">
      <div className={styles.tenderHead}>
        <h2 className={styles.tenderTitle}>
          <Link to={paths.business.tenderDetail.href(tender.id)} dir="auto">
            {tender.title}
          </Link>
        </h2>
        <DictTag dict="tender_status" value={tender.status} />
      </div>
      <ul className={styles.meta}>
        <li>
          <FormattedMessage id="bid.page.tenderNo" values={{ tenderNo: tender.tenderNo }} />
        </li>
        {tender.status === 'open' && (
          <li>
            <FormattedMessage
              id="bid.page.timeLeft"
              values={{ countdown: <CountdownText until={tender.bidDeadline} /> }}
            />
          </li>
        )}
        <li>
          <FormattedMessage id="bid.page.bidCount" values={{ count: tender.bidCount }} />
        </li>
      </ul>
      <TenderFacts tender={tender} />
    </Card>
  );
}
