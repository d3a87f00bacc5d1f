import { Table } from 'antd';

import { MoneyText } from '@/components/money-text';
import { scrollAcross } from '@/components/table-scroll';
import type { TotalLine } from '@/contract/bid/total';
import type { ListingCurrency } from '@/contract/market/types';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';

/** The lines of one quote: freight and each surcharge, quantity × unit price = amount. */
export function QuoteBreakdown({
  lines,
  currency,
}: {
  lines: TotalLine[];
  currency: ListingCurrency;
}) {
  const format = useListingFormat();
  const codes = useDict('surcharge_code');
  const name = (line: TotalLine) =>
    line.kind === 'freight'
      ? `${format.text('market.quote.freight')} ${line.item === 'cbm' ? '' : line.item}`.trim()
      : codes.labelOf(line.item);
  return (
    <Table<TotalLine>
      size="small"
      pagination={false}
      rowKey={(line) => `${line.kind}-${line.item}`}
      dataSource={lines}
      {...scrollAcross()}
      columns={[
        {
          key: 'item',
          title: format.text('market.form.surchargeCode'),
          render: (_, line) => name(line),
        },
        {
          key: 'unit',
          title: format.text('market.form.surchargeUnit'),
          render: (_, line) => (
            <>
              <MoneyText value={line.unitAmount} currency={currency} /> / {format.unit(line.unit)} ×{' '}
              {line.quantity}
            </>
          ),
        },
        {
          key: 'amount',
          title: format.text('market.form.surchargeAmount'),
          align: 'end',
          render: (_, line) => <MoneyText value={line.amount} currency={currency} />,
        },
      ]}
    />
  );
}
