import { Table, type TableColumnsType } from 'antd';
import { memo } from 'react';
import { useIntl } from 'react-intl';

import { DictTag } from '@/components/dict-tag';
import { scrollAcross, STICKY_END_CELL } from '@/components/table-scroll';
import type { IssuerBid } from '@/contract/bid/types';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';
import { partyName } from '@/utils/party-name';

import { compareByTotal, compareByTransit } from '../utils/my-tender-sort';
import { AwardButton, BidMarketPlace, BidTotal, type BidComparisonProps } from './bid-parts';
import { MyTenderBreakdown } from './my-tender-breakdown';
import styles from './my-tender.module.css';

/**
 * The bids on one tender side by side, kept while its props hold. A wide table that scrolls across
 * in its own box with the award column kept in view, by style sheet alone (`scrollAcross`). Sorted
 * by total in the tender's currency (converted totals compared in cents) or by transit time; each
 * row expands to its cost breakdown.
 */
export const MyTenderBidTable = memo(function MyTenderBidTable({
  tender,
  bids,
  onAward,
  awarding,
  market,
}: BidComparisonProps) {
  const intl = useIntl();
  const carriers = useDict('carrier');
  const t = useText();
  const bidderName = (bid: IssuerBid) => partyName(bid.bidder, intl.locale);

  const columns: TableColumnsType<IssuerBid> = [
    {
      key: 'bidder',
      title: t('issuer.bids.col.bidder'),
      width: 190,
      render: (_, bid) => (
        <div className={styles.tenderCell}>
          <span className={styles.tenderTitle}>{bidderName(bid)}</span>
          <span className={styles.muted}>{bid.bidNo}</span>
        </div>
      ),
    },
    {
      key: 'total',
      title: t('issuer.bids.col.total'),
      width: 210,
      sorter: (a, b) => compareByTotal(a, b, tender.currency),
      defaultSortOrder: 'ascend',
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (_, bid) => <BidTotal bid={bid} />,
    },
    {
      key: 'market',
      title: t('issuer.market.col'),
      width: 170,
      render: (_, bid) => <BidMarketPlace bid={bid} market={market} />,
    },
    {
      key: 'carrier',
      title: t('issuer.bids.col.carrier'),
      width: 150,
      render: (_, bid) => <bdi>{carriers.labelOf(bid.carrier)}</bdi>,
    },
    {
      key: 'transit',
      title: t('issuer.bids.col.transit'),
      width: 120,
      align: 'end',
      sorter: compareByTransit,
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (_, bid) => bid.transitDays,
    },
    {
      key: 'etd',
      title: t('issuer.bids.col.etd'),
      width: 120,
      // A day is never broken at its hyphens, on a narrow screen or on paper.
      render: (_, bid) => <span className={styles.nowrap}>{bid.etd}</span>,
    },
    {
      key: 'valid',
      title: t('issuer.bids.col.validUntil'),
      width: 120,
      render: (_, bid) => <span className={styles.nowrap}>{bid.validUntil}</span>,
    },
    {
      key: 'free',
      title: t('issuer.bids.col.freeDays'),
      width: 100,
      align: 'end',
      render: (_, bid) => bid.freeDays,
    },
    {
      key: 'status',
      title: t('issuer.bids.col.status'),
      width: 100,
      render: (_, bid) => <DictTag dict="bid_status" value={bid.status} />,
    },
    {
      key: 'revision',
      title: t('issuer.bids.col.revision'),
      width: 100,
      align: 'end',
      render: (_, bid) => bid.revision,
    },
    {
      key: 'action',
      title: t('issuer.bids.col.action'),
      // Award is for the screen: on paper the column would stay empty. Kept in view by the
      // browser (a sticky cell), not by the table's fixed columns, which measure the page.
      className: `print-hidden ${STICKY_END_CELL}`,
      width: 100,
      render: (_, bid) => (
        <AwardButton bid={bid} tender={tender} onAward={onAward} awarding={awarding} />
      ),
    },
  ];

  return (
    <Table<IssuerBid>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={bids}
      {...scrollAcross(1480)}
      tableLayout="fixed"
      pagination={false}
      showSorterTooltip={false}
      locale={{ emptyText: t('issuer.bids.empty') }}
      expandable={{
        // The expand buttons' column is named for screen readers (an empty header is not allowed).
        columnTitle: <span className="visually-hidden">{t('issuer.bids.breakdown')}</span>,
        expandedRowRender: (bid) => <MyTenderBreakdown bid={bid} />,
      }}
    />
  );
});
