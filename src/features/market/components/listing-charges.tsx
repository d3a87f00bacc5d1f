import { Table } from 'antd';

import { MoneyText } from '@/components/money-text';
import { SectionCard } from '@/components/section-card';
import type { FreightLine, SurchargeLine } from '@/contract/common/trade';
import type { ListingDetail } from '@/contract/market/types';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';

/** Prices per container type (or per cbm) and the surcharges, each in a table that scrolls in its card. */
export function ListingCharges({ listing }: { listing: ListingDetail }) {
  const format = useListingFormat();
  const codes = useDict('surcharge_code');
  const money = (amount: string) => <MoneyText value={amount} currency={listing.currency} />;
  return (
    <>
      <SectionCard title={format.text('market.detail.prices')}>
        <Table<FreightLine>
          size="small"
          pagination={false}
          rowKey="unit"
          dataSource={listing.prices}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'unit',
              title: format.text('market.form.priceUnit'),
              render: (_, line) => format.unit(line.unit),
            },
            {
              key: 'amount',
              title: format.text('market.form.priceAmount'),
              align: 'right',
              render: (_, line) => money(line.amount),
            },
          ]}
        />
      </SectionCard>
      <SectionCard title={format.text('market.detail.surcharges')}>
        <Table<SurchargeLine>
          size="small"
          pagination={false}
          rowKey="code"
          dataSource={listing.surcharges}
          locale={{ emptyText: format.text('market.detail.noSurcharges') }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'code',
              title: format.text('market.form.surchargeCode'),
              render: (_, line) => codes.labelOf(line.code),
            },
            {
              key: 'unit',
              title: format.text('market.form.surchargeUnit'),
              render: (_, line) => format.unit(line.unit),
            },
            {
              key: 'amount',
              title: format.text('market.form.surchargeAmount'),
              align: 'right',
              render: (_, line) => money(line.amount),
            },
          ]}
        />
      </SectionCard>
    </>
  );
}
