import { Space, Table } from 'antd';
import { Link } from 'react-router-dom';

import { DictTag } from '@/components/dict-tag';
import { DotList } from '@/components/dot-list';
import { MoneyText } from '@/components/money-text';
import { usePagerItems } from '@/components/pager-items';
import { useTableWait } from '@/components/spin-after-delay';
import { scrollAcross, STICKY_END_CELL } from '@/components/table-scroll';
import { paths } from '@/config/paths';
import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import type { ListingSummary } from '@/contract/market/types';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';
import styles from './market.module.css';
import { MyListingActions, type MyListingsProps } from './my-listing-actions';

/**
 * The publisher's listings with their actions. The table is laid out at 860 px or its card's
 * width if wider, so on a desktop each column wraps its words and every action shows; narrower, it
 * scrolls inside its card with the actions kept in view.
 */
export function MyListingTable(props: MyListingsProps) {
  const { data, loading, onPageChange, ...handlers } = props;
  const format = useListingFormat();
  const carriers = useDict('carrier');
  const itemRender = usePagerItems();
  return (
    <Table<ListingSummary>
      rowKey="id"
      {...useTableWait(loading, 'marketMine.empty')}
      dataSource={data?.records ?? []}
      {...scrollAcross(860)}
      pagination={{
        current: data?.current ?? 1,
        pageSize: data?.size ?? DEFAULT_PAGE_SIZE,
        total: data?.total ?? 0,
        showSizeChanger: false,
        itemRender,
        onChange: onPageChange,
      }}
      columns={[
        {
          key: 'lane',
          title: format.text('marketMine.lane'),
          render: (_, row) => (
            <Space direction="vertical" size={0}>
              <Link to={paths.business.marketDetail.href({ id: row.id })}>
                {format.lane(row.pol, row.pod)}
              </Link>
              <span className={styles.muted}>
                <DotList parts={[carriers.labelOf(row.carrier), row.shipmentType]} />
              </span>
            </Space>
          ),
        },
        {
          key: 'from',
          title: format.text('market.card.fromPrice'),
          render: (_, row) => <MoneyText value={row.fromPrice} currency={row.currency} />,
        },
        {
          key: 'validity',
          title: format.text('market.card.validity'),
          className: styles.dateRange,
          render: (_, row) =>
            format.text('market.validRange', { from: row.validFrom, to: row.validTo }),
        },
        {
          key: 'status',
          title: format.text('marketMine.status'),
          render: (_, row) => (
            <Space direction="vertical" size={0}>
              <DictTag dict="listing_status" value={row.status} />
              {row.status === 'expired' && (
                <span className={styles.hint}>{format.text('marketMine.expiredHint')}</span>
              )}
            </Space>
          ),
        },
        {
          key: 'actions',
          title: format.text('marketMine.actionsTitle'),
          className: STICKY_END_CELL,
          render: (_, row) => <MyListingActions listing={row} {...handlers} />,
        },
      ]}
    />
  );
}
