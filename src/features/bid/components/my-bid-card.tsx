import { Button, Card } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { CountdownText } from '@/components/countdown-text';
import { DateTimeText } from '@/components/date-time-text';
import { DictTag } from '@/components/dict-tag';
import { MoneyText } from '@/components/money-text';
import { paths } from '@/config/paths';
import type { BidTenderSummary, MyBid } from '@/contract/bid/types';
import { useNow } from '@/hooks/use-now';

import { canChangeBid, isOpenForBids } from '../utils/bid-state';
import styles from './my-bids.module.css';

import type { ReactNode } from 'react';

interface MyBidCardProps {
  bid: MyBid;
  /** The tender's lane as the page shows it (the tender feature's lane). */
  lane: (tender: BidTenderSummary) => ReactNode;
  onWithdraw: (bid: MyBid) => void;
}

/**
 * One of the bidder's bids: the tender (lane, title linking to it, deadline), the own total, state and
 * last change; revise and withdraw while it can still change, the order of a won bid.
 */
export function MyBidCard({ bid, lane, onWithdraw }: MyBidCardProps) {
  const intl = useIntl();
  const { tender } = bid;
  const now = useNow();
  const changeable = canChangeBid(bid, now);
  const label = intl.formatMessage(
    { id: 'bid.mine.card' },
    { bidNo: bid.bidNo, title: tender.title },
  );

  return (
    <Card size="small" role="group" aria-label={label} className={styles.card}>
      <div className={styles.head}>
        <span className={styles.lane}>{lane(tender)}</span>
        <DictTag dict="bid_status" value={bid.status} />
      </div>
      <h2 className={styles.title}>
        <Link to={paths.business.tenderDetail.href(tender.id)} dir="auto">
          {tender.title}
        </Link>
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="bid.mine.tenderNo" />
          </dt>
          <dd>{tender.tenderNo}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="bid.mine.total" />
          </dt>
          <dd className={styles.total}>
            <MoneyText value={bid.total} currency={bid.currency} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage
              id={isOpenForBids(tender, now) ? 'bid.mine.closesIn' : 'bid.mine.deadline'}
            />
          </dt>
          <dd>
            {isOpenForBids(tender, now) ? (
              <CountdownText until={tender.bidDeadline} />
            ) : (
              <DateTimeText value={tender.bidDeadline} />
            )}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="bid.mine.updatedAt" />
          </dt>
          <dd>
            <DateTimeText value={bid.updatedAt} />
          </dd>
        </div>
        {bid.status === 'won' && bid.orderNo && (
          <div>
            <dt>
              <FormattedMessage id="bid.mine.orderNo" />
            </dt>
            <dd>{bid.orderNo}</dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        {changeable && (
          <>
            <Link
              className="link-button link-button--primary"
              to={paths.business.quote.href({ tenderId: tender.id })}
              aria-label={intl.formatMessage({ id: 'bid.mine.revise.named' }, { bidNo: bid.bidNo })}
            >
              <FormattedMessage id="bid.mine.revise" />
            </Link>
            <Button
              danger
              onClick={() => onWithdraw(bid)}
              aria-label={intl.formatMessage(
                { id: 'bid.mine.withdraw.named' },
                { bidNo: bid.bidNo },
              )}
            >
              <FormattedMessage id="bid.withdraw.button" />
            </Button>
          </>
        )}
        {bid.status === 'won' && bid.orderNo && (
          <Link
            className="link-button link-button--primary"
            to={paths.business.payment.href({ orderNo: bid.orderNo })}
          >
            <FormattedMessage id="bid.mine.viewOrder" values={{ orderNo: bid.orderNo }} />
          </Link>
        )}
      </div>
    </Card>
  );
}
