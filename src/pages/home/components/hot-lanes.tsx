import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { HomeBlock } from '@/features/home/components/home-block';
import styles from '@/features/home/components/home.module.css';
import { money } from '@/features/home/utils/format';
import { useHotLanes } from '@/features/market/hooks/use-hot-lanes';
import { usePortText } from '@/hooks/use-port-text';

/** The market's busiest lanes, each a link to its rates. */
export function HotLanes() {
  const intl = useIntl();
  const ports = usePortText();
  const lanes = useHotLanes(5);
  return (
    <HomeBlock
      id="home-lanes"
      title={intl.formatMessage({ id: 'home.lanes.title' })}
      more={paths.business.market.href()}
      state={lanes}
      isEmpty={(rows) => rows.length === 0}
      empty={<FormattedMessage id="home.lanes.empty" />}
    >
      {(rows) => (
        <ul className={styles.list}>
          {rows.map((lane) => (
            <li key={`${lane.pol.code}-${lane.pod.code}`}>
              <Link to={paths.business.market.href({ pol: lane.pol.code, pod: lane.pod.code })}>
                {ports.lane(lane.pol, lane.pod)}
              </Link>
              <span className={styles.meta}>
                <FormattedMessage
                  id="home.lanes.meta"
                  values={{
                    count: lane.listingCount,
                    price: `${money(intl, lane.fromPrice, lane.currency)} / ${lane.fromUnit.toUpperCase()}`,
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
