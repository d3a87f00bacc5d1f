import { Button, Popconfirm, Space, Table } from 'antd';
import { Link } from 'react-router-dom';

import { DictTag } from '@/components/dict-tag';
import { DotList } from '@/components/dot-list';
import { MoneyText } from '@/components/money-text';
import { usePagerItems } from '@/components/pager-items';
import { useTableWait } from '@/components/spin-after-delay';
import { scrollAcross } from '@/components/table-scroll';
import { paths } from '@/config/paths';
import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import type { Page } from '@/contract/http';
import type { StoredListingStatus, ListingSummary } from '@/contract/market/types';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';
import styles from './market.module.css';

interface MyListingTableProps {
  data: Page<ListingSummary> | undefined;
  loading: boolean;
  onPageChange: (current: number) => void;
  onEdit: (listing: ListingSummary) => void;
  onCopy: (listing: ListingSummary) => void;
  onShelve: (id: string, status: StoredListingStatus) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}

/** The publisher's listings with their actions; the table scrolls inside its card. */
export function MyListingTable(props: MyListingTableProps) {
  const { data, loading, onPageChange, onEdit, onCopy, onShelve, onDelete } = props;
  const format = useListingFormat();
  const carriers = useDict('carrier');
  const itemRender = usePagerItems();
  return (
    <Table<ListingSummary>
      rowKey="id"
      {...useTableWait(loading, 'marketMine.empty')}
      dataSource={data?.records ?? []}
      {...scrollAcross()}
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
          render: (_, row) => {
            const lane = format.lane(row.pol, row.pod);
            return (
              <Space
                wrap
                size={4}
                role="group"
                aria-label={format.text('marketMine.actions', { lane })}
              >
                <Button size="small" onClick={() => onEdit(row)}>
                  {format.text('marketMine.edit')}
                </Button>
                <Button size="small" onClick={() => onCopy(row)}>
                  {format.text('marketMine.copy')}
                </Button>
                {row.status === 'on' && (
                  <Button size="small" onClick={() => void onShelve(row.id, 'off')}>
                    {format.text('marketMine.off')}
                  </Button>
                )}
                {row.status === 'off' && (
                  <Button size="small" onClick={() => void onShelve(row.id, 'on')}>
                    {format.text('marketMine.on')}
                  </Button>
                )}
                <Popconfirm
                  title={format.text('marketMine.deleteConfirm')}
                  okText={format.text('marketMine.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={format.text('common.cancel')}
                  onConfirm={() => onDelete(row.id)}
                >
                  <Button size="small" danger>
                    {format.text('marketMine.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            );
          },
        },
      ]}
    />
  );
}
