import { useIntl } from 'react-intl';

import { MoneyText } from '@/components/money-text';
import type { IssuerBid } from '@/contract/bid/types';
import { useDict } from '@/lib/reference';

import styles from './my-tender.module.css';

/** A bid's worked-out lines (freight, surcharges), each quantity × unit price, and the total. */
export function MyTenderBreakdown({ bid }: { bid: IssuerBid }) {
  const intl = useIntl();
  const surcharges = useDict('surcharge_code');
  const units = useDict('surcharge_unit');
  const itemName = (line: IssuerBid['lines'][number]) => {
    if (line.kind === 'surcharge') {
      return `${surcharges.labelOf(line.item)} · ${units.labelOf(line.unit)}`;
    }
    return intl.formatMessage(
      { id: line.item === 'cbm' ? 'issuer.bids.freightCbm' : 'issuer.bids.freight' },
      { type: line.item },
    );
  };

  return (
    <div className={styles.breakdown}>
      <ul
        className={styles.breakdown}
        aria-label={intl.formatMessage({ id: 'issuer.bids.breakdown' })}
      >
        {bid.lines.map((line, index) => (
          <li key={`${line.item}-${index}`} className={styles.breakdownLine}>
            <span>
              {itemName(line)}
              <span className={styles.muted}>
                {' '}
                {line.quantity} × <MoneyText value={line.unitAmount} currency={bid.currency} />
              </span>
            </span>
            <MoneyText value={line.amount} currency={bid.currency} />
          </li>
        ))}
        <li className={`${styles.breakdownLine} ${styles.breakdownSum}`}>
          <span>{intl.formatMessage({ id: 'issuer.bids.col.total' })}</span>
          <MoneyText value={bid.total} currency={bid.currency} />
        </li>
      </ul>
      {bid.remarks && (
        <p className={styles.muted}>
          {intl.formatMessage({ id: 'issuer.bids.remarks' }, { remarks: bid.remarks })}
        </p>
      )}
    </div>
  );
}
