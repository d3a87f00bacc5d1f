import { Button } from 'antd';
import { useIntl } from 'react-intl';

import { MoneyText } from '@/components/money-text';
import { RateDay } from '@/components/rate-day';
import type { IssuerBid } from '@/contract/bid/types';
import type { TenderMarket } from '@/contract/tender/market';
import type { TenderDetail } from '@/contract/tender/types';
import { useText } from '@/lib/i18n/use-text';
import { partyName } from '@/utils/party-name';

import { marketStanding } from '../utils/market-standing';
import { canAward } from '../utils/my-tender-sort';
import { MarketStandingText } from './market-standing-text';
import styles from './my-tender.module.css';

/** The tender against the market, as the bid table and the bid cards take it. */
export interface BidsMarket {
  data?: TenderMarket;
  loading: boolean;
}

/** What the bid table and the bid cards are given: the bids, the market and the award. */
export interface BidComparisonProps {
  tender: TenderDetail;
  bids: IssuerBid[];
  /** Asks to award this bid (the caller confirms first). */
  onAward: (bid: IssuerBid) => void;
  awarding: boolean;
  /** The tender against the market: each bid's place in the band. */
  market: BidsMarket;
}

/** A bid's total in its own currency and, for another currency, the tender's with the rate used. */
export function BidTotal({ bid }: { bid: IssuerBid }) {
  const intl = useIntl();
  return (
    <div className={styles.total}>
      <span className={styles.totalMain}>
        <MoneyText value={bid.total} currency={bid.currency} />
      </span>
      {bid.converted && (
        <span className={styles.muted}>
          {intl.formatMessage(
            { id: 'issuer.bids.converted' },
            {
              amount: (
                <MoneyText
                  key="amount"
                  value={bid.converted.amount}
                  currency={bid.converted.currency}
                />
              ),
              from: bid.currency,
              to: bid.converted.currency,
              rate: bid.converted.rate,
              date: <RateDay key="date" day={bid.converted.rateDate} />,
            },
          )}
        </span>
      )}
    </div>
  );
}

/** The bid's place in the market's band, or why there is none (yet). */
export function BidMarketPlace({ bid, market }: { bid: IssuerBid; market: BidsMarket }) {
  const t = useText();
  const standing = marketStanding(market.data, bid.id);
  if (standing) return <MarketStandingText standing={standing} />;
  return (
    <span className={styles.muted}>
      {t(market.loading ? 'issuer.market.loading' : 'issuer.market.none')}
    </span>
  );
}

interface AwardButtonProps extends Pick<BidComparisonProps, 'tender' | 'onAward' | 'awarding'> {
  bid: IssuerBid;
  /** As wide as its place (a card's), else as wide as its label (a table cell's). */
  block?: boolean;
}

/** Award, named for the bidder, on a bid the issuer can still award; nothing on any other. */
export function AwardButton({ bid, tender, onAward, awarding, block }: AwardButtonProps) {
  const intl = useIntl();
  const t = useText();
  if (!canAward(bid, tender) || tender.awardedBidId) return null;
  return (
    <Button
      type="primary"
      size={block ? 'middle' : 'small'}
      block={block}
      disabled={awarding}
      onClick={() => onAward(bid)}
      aria-label={intl.formatMessage(
        { id: 'issuer.bids.awardLabel' },
        { bidder: partyName(bid.bidder, intl.locale) },
      )}
    >
      {t('issuer.bids.award')}
    </Button>
  );
}
