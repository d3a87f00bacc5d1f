import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { paths } from '@/config/paths';
import type { TenderSummary } from '@/contract/tender/types';
import { useTenderPage } from '@/features/tender/hooks/use-tender-page';

import { ActivityBlock } from './activity-block';
import styles from './activity.module.css';
import { LaneText } from './lane-text';

/** How many of an enterprise's open tenders the detail shows. */
export const SHOWN_TENDERS = 5;

/** The open tenders a foreign-trade enterprise has issued, newest first. */
export function OpenTenders({ enterpriseId }: { enterpriseId: string }) {
  const page = useTenderPage({ enterpriseId, status: 'open', size: SHOWN_TENDERS });
  return (
    <ActivityBlock<TenderSummary>
      messages="directory.tenders"
      page={page}
      keyOf={(tender) => tender.id}
      renderItem={(tender) => (
        <>
          <Link
            to={paths.business.tenderDetail.href(tender.id)}
            className={styles.title}
            dir="auto"
          >
            {tender.title}
          </Link>
          <p className={styles.meta}>
            <span>{tender.tenderNo}</span>
            <span>
              <LaneText pol={tender.pol} pod={tender.pod} />
            </span>
            <span>
              <FormattedMessage
                id="directory.tenders.deadline"
                values={{ time: <DateTimeText key="deadline" value={tender.bidDeadline} /> }}
              />
            </span>
            <span>
              <FormattedMessage id="directory.tenders.bids" values={{ count: tender.bidCount }} />
            </span>
          </p>
        </>
      )}
    />
  );
}
