import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { HomeBlock } from '@/features/home/components/home-block';
import styles from '@/features/home/components/home.module.css';
import { shortDateTime } from '@/features/home/utils/format';
import { useLatestTenders } from '@/features/tender/hooks/use-latest-tenders';
import { usePortText } from '@/hooks/use-port-text';

/** The five newest open tenders. */
export function LatestTenders() {
  const intl = useIntl();
  const ports = usePortText();
  const tenders = useLatestTenders(5);
  return (
    <HomeBlock
      id="home-tenders"
      title={intl.formatMessage({ id: 'home.tenders.title' })}
      more={paths.business.tendering.href()}
      state={tenders}
      isEmpty={(page) => page.records.length === 0}
      empty={<FormattedMessage id="home.tenders.empty" />}
    >
      {(page) => (
        <ul className={styles.list}>
          {page.records.map((tender) => (
            <li key={tender.id}>
              <Link to={paths.business.tenderDetail.href(tender.id)} dir="auto">
                {tender.title}
              </Link>
              <span className={styles.meta}>
                <FormattedMessage
                  id="home.tenders.meta"
                  values={{
                    lane: ports.lane(tender.pol, tender.pod),
                    count: tender.bidCount,
                    deadline: (
                      <time key="deadline" dateTime={tender.bidDeadline}>
                        {shortDateTime(intl, tender.bidDeadline)}
                      </time>
                    ),
                  }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  );
}
