import { Descriptions, type DescriptionsProps } from 'antd';

import { MoneyText } from '@/components/money-text';
import { SectionCard } from '@/components/section-card';
import type { ListingDetail } from '@/contract/market/types';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';
import styles from './market.module.css';

/** One bordered column of labelled amounts. */
function ChargeList({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions className={styles.charges} size="small" bordered column={1} items={items} />;
}

/**
 * The prices per container type (or per cbm) and the surcharges, each a list of labelled amounts.
 * antd's Descriptions, not its Table: nothing here sorts, pages or selects, and the Table brings
 * pagination, a select, tooltips and a spinner into the page's first load.
 */
export function ListingCharges({ listing }: { listing: ListingDetail }) {
  const format = useListingFormat();
  const codes = useDict('surcharge_code');
  const money = (amount: string) => <MoneyText value={amount} currency={listing.currency} />;
  return (
    <>
      <SectionCard title={format.text('market.detail.prices')}>
        <ChargeList
          items={listing.prices.map((line) => ({
            key: line.unit,
            label: format.unit(line.unit),
            children: money(line.amount),
          }))}
        />
      </SectionCard>
      <SectionCard title={format.text('market.detail.surcharges')}>
        {listing.surcharges.length > 0 ? (
          <ChargeList
            items={listing.surcharges.map((line) => ({
              key: line.code,
              label: codes.labelOf(line.code),
              children: (
                <>
                  {money(line.amount)} {format.unit(line.unit)}
                </>
              ),
            }))}
          />
        ) : (
          <p className={styles.muted}>{format.text('market.detail.noSurcharges')}</p>
        )}
      </SectionCard>
    </>
  );
}
