import { Grid, Table, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import { DictTag } from '@/components/dict-tag';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { usePagerItems } from '@/components/pager-items';
import { useTableWait } from '@/components/spin-after-delay';
import { scrollAcross, STICKY_END_CELL } from '@/components/table-scroll';
import { WhenNear } from '@/components/when-near';
import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import type { Page } from '@/contract/http';
import type { TenderSummary } from '@/contract/tender/types';

import { CompareBidsButton } from './compare-bids-button';
import { MyTenderCards } from './my-tender-cards';
import styles from './my-tender.module.css';
import { TenderLane } from './tender-lane';

interface MyTenderListProps {
  page: Page<TenderSummary> | undefined;
  loading: boolean;
  selectedId: string | undefined;
  onSelect: (tenderId: string) => void;
  onPage: (current: number) => void;
  /** A tender was open when the list first showed: it sits below that tender's bids. */
  openedFirst?: boolean;
}

/** The issuer's tenders: lane, status, deadline and bid count; 'compare bids' opens one. */
export function MyTenderList({
  page,
  loading,
  selectedId,
  onSelect,
  onPage,
  openedFirst = false,
}: MyTenderListProps) {
  const intl = useIntl();
  const itemRender = usePagerItems();
  // A table from 768 px; below, where it would cut the titles short, a card per tender.
  const wide = Boolean(Grid.useBreakpoint().md);
  const columns: TableColumnsType<TenderSummary> = [
    {
      key: 'tender',
      title: intl.formatMessage({ id: 'issuer.mine.col.tender' }),
      render: (_, tender) => (
        <div className={styles.tenderCell}>
          <span className={styles.tenderTitle} dir="auto">
            {tender.title}
          </span>
          <span className={styles.muted}>
            {tender.tenderNo} · <TenderLane pol={tender.pol} pod={tender.pod} />
          </span>
        </div>
      ),
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'issuer.mine.col.status' }),
      width: 110,
      render: (_, tender) => <DictTag dict="tender_status" value={tender.status} />,
    },
    {
      key: 'deadline',
      title: intl.formatMessage({ id: 'issuer.mine.col.deadline' }),
      width: 210,
      render: (_, tender) => (
        <span className={styles.nowrap}>
          <DateTimeText value={tender.bidDeadline} />
        </span>
      ),
    },
    {
      key: 'bids',
      title: intl.formatMessage({ id: 'issuer.mine.col.bids' }),
      width: 90,
      align: 'end',
      render: (_, tender) => tender.bidCount,
    },
    {
      key: 'action',
      title: intl.formatMessage({ id: 'issuer.mine.col.action' }),
      width: 130,
      // Kept in view by the browser (a sticky cell), not by the table's fixed columns, which
      // measure the page as the table paints and then draw it again.
      className: STICKY_END_CELL,
      render: (_, tender) => (
        <CompareBidsButton
          tender={tender}
          selected={tender.id === selectedId}
          onSelect={onSelect}
        />
      ),
    },
  ];

  // Until the first page is in, a skeleton as tall as a full page holds its place: what comes
  // below (the chosen tender's bids) is not pushed down in sight when the rows arrive.
  const placeholder = (
    <div className={styles.listPlaceholder}>
      <LoadingSkeleton title={false} rows={10} />
    </div>
  );
  const wait = useTableWait(loading, 'issuer.mine.empty');
  if (!page && loading) return placeholder;
  // Under a tender opened from its address the list starts a screen or more down: its table (a
  // wide one) or cards are drawn when the reader nears them, not while the chosen tender's bids
  // are. Their place is held by a box, not a skeleton: nothing is loading meanwhile, and a reader
  // who never scrolls there must not be told something is.
  return (
    <WhenNear atOnce={!openedFirst} placeholder={<div className={styles.listPlaceholder} />}>
      {wide ? (
        <Table<TenderSummary>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page?.records ?? []}
          {...wait}
          {...scrollAcross(860)}
          tableLayout="fixed"
          rowClassName={(tender) => (tender.id === selectedId ? (styles.selectedRow ?? '') : '')}
          pagination={{
            current: page?.current ?? 1,
            pageSize: page?.size ?? DEFAULT_PAGE_SIZE,
            total: page?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            itemRender,
            showTotal: (total) => intl.formatMessage({ id: 'issuer.mine.total' }, { total }),
            onChange: onPage,
          }}
        />
      ) : (
        <MyTenderCards
          page={page}
          loading={loading}
          selectedId={selectedId}
          onSelect={onSelect}
          onPage={onPage}
        />
      )}
    </WhenNear>
  );
}
