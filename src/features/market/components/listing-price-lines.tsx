import { Form } from 'antd';

import { LazySelect } from '@/components/lazy-select';
import { LineListEditor } from '@/components/line-list-editor';
import { MoneyInput } from '@/components/money-input';
import type { ShipmentType } from '@/contract/common/trade';
import { LISTING_CURRENCY } from '@/contract/market/types';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';
import { isAmount } from '../utils/listing-form';
import styles from './listing-form.module.css';

/** Price lines: one per container type (FCL) or the per-cbm line (LCL); at least one. */
export function ListingPriceLines({ shipmentType }: { shipmentType: ShipmentType }) {
  const { text, unit } = useListingFormat();
  const containerTypes = useDict('container_type');
  const units =
    shipmentType === 'FCL' ? containerTypes.options : [{ value: 'cbm', label: unit('cbm') }];
  return (
    <LineListEditor
      name="prices"
      legend={text('marketMine.form.prices')}
      min={1}
      max={units.length}
      newLine={() => ({})}
      addLabel={text('marketMine.form.addPrice')}
      removeLabel={(line) => text('marketMine.form.removeLine', { line })}
      removeClassName={styles.remove}
      renderLine={({ name }) => (
        <>
          <Form.Item
            name={[name, 'unit']}
            label={text('marketMine.form.priceUnit')}
            rules={[
              {
                required: true,
                message: text('marketMine.form.required', {
                  label: text('marketMine.form.priceUnit'),
                }),
              },
              ({ getFieldValue }) => ({
                validator: (_, value?: string) => {
                  const all = (getFieldValue('prices') as { unit?: string }[]).map(
                    (line) => line?.unit,
                  );
                  return value && all.filter((item) => item === value).length > 1
                    ? Promise.reject(new Error(text('marketMine.form.duplicateUnit')))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <LazySelect options={units} className={styles.unit} />
          </Form.Item>
          <Form.Item
            name={[name, 'amount']}
            label={text('marketMine.form.priceAmount')}
            rules={[
              {
                validator: (_, value?: string) =>
                  isAmount(value, false)
                    ? Promise.resolve()
                    : Promise.reject(new Error(text('marketMine.form.amountInvalid'))),
              },
            ]}
          >
            <MoneyInput currency={LISTING_CURRENCY} className={styles.amount} />
          </Form.Item>
        </>
      )}
    />
  );
}
