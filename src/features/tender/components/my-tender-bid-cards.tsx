import { DownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { memo, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { DictTag } from '@/components/dict-tag';
import { LabelledSelect } from '@/components/labelled-select';
import type { IssuerBid } from '@/contract/bid/types';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';
import { partyName } from '@/utils/party-name';

import { BID_ORDERS, sortBids, type BidOrder } from '../utils/my-tender-sort';
import { AwardButton, BidMarketPlace, BidTotal, type BidComparisonProps } from './bid-parts';
import { MyTenderBreakdown } from './my-tender-breakdown';
import styles from './my-tender.module.css';

type BidCardProps = Omit<BidComparisonProps, 'bids'> & { bid: IssuerBid };

/** One bid as a card: bidder and status, the total against the market, its terms, Award. */
function BidCard({ bid, tender, onAward, awarding, market }: BidCardProps) {
  const intl = useIntl();
  const t = useText();
  const carriers = useDict('carrier');
  const titleId = useId();
  const breakdownId = useId();
  const [open, setOpen] = useState(false);
  const facts = [
    ['issuer.bids.col.carrier', <bdi key="carrier">{carriers.labelOf(bid.carrier)}</bdi>],
    ['issuer.bids.col.transit', bid.transitDays],
    [
      'issuer.bids.col.etd',
      <span key="etd" className={styles.nowrap}>
        {bid.etd}
      </span>,
    ],
    [
      'issuer.bids.col.validUntil',
      <span key="valid" className={styles.nowrap}>
        {bid.validUntil}
      </span>,
    ],
    ['issuer.bids.col.freeDays', bid.freeDays],
    ['issuer.bids.col.revision', bid.revision],
  ] as const;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <div className={styles.tenderCell}>
          <h3 className={styles.cardTitle} id={titleId}>
            {partyName(bid.bidder, intl.locale)}
          </h3>
          <span className={styles.muted}>{bid.bidNo}</span>
        </div>
        <DictTag dict="bid_status" value={bid.status} />
      </header>
      <div className={styles.cardFigures}>
        <BidTotal bid={bid} />
        <BidMarketPlace bid={bid} market={market} />
      </div>
      <dl className={styles.facts}>
        {facts.map(([id, value]) => (
          <div key={id}>
            <dt>{t(id)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* On paper the buttons would do nothing; an opened breakdown prints below. */}
      <div className={`${styles.cardActions} print-hidden`}>
        <Button
          aria-expanded={open}
          aria-controls={breakdownId}
          icon={<DownOutlined rotate={open ? 180 : 0} aria-hidden />}
          onClick={() => setOpen((was) => !was)}
        >
          {t('issuer.bids.breakdown')}
        </Button>
        <AwardButton bid={bid} tender={tender} onAward={onAward} awarding={awarding} block />
      </div>
      <div id={breakdownId} hidden={!open}>
        {open && <MyTenderBreakdown bid={bid} />}
      </div>
    </article>
  );
}

/**
 * The bids on one tender as cards, one under another (phones, where a table of eleven columns
 * leaves one in view): each shows its total against the market and Award together. Sorted by
 * total in the tender's currency or by transit time, either way, as the table's headers sort.
 */
export const MyTenderBidCards = memo(function MyTenderBidCards({
  bids,
  ...comparison
}: BidComparisonProps) {
  const t = useText();
  const [order, setOrder] = useState<BidOrder>('totalAsc');
  const { currency } = comparison.tender;
  const sorted = useMemo(() => sortBids(bids, order, currency), [bids, order, currency]);

  if (bids.length === 0) return <p className={styles.plain}>{t('issuer.bids.empty')}</p>;
  return (
    <div className={styles.stack}>
      <LabelledSelect<BidOrder>
        className="print-hidden"
        label={t('issuer.bids.sort.label')}
        value={order}
        options={BID_ORDERS.map((value) => ({
          value,
          label: t(`issuer.bids.sort.${value}`),
        }))}
        onChange={setOrder}
      />
      <ol className={styles.cards}>
        {sorted.map((bid) => (
          <li key={bid.id}>
            <BidCard bid={bid} {...comparison} />
          </li>
        ))}
      </ol>
    </div>
  );
});
