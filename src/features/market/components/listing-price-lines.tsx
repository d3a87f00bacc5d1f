import { Form } from 'antd';

import { LazySelect } from '@/components/lazy-select';
import { LineListEditor } from '@/components/line-list-editor';
import type { ShipmentType } from '@/contract/common/trade';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';
import { ListingAmountItem } from './listing-amount-item';
import styles from './listing-form.module.css';

/**
 * Price lines: one per container type (FCL) or the per-cbm line (LCL); at least one. The column
 * heads are shown once; each control is named with its line for a screen reader.
 */
export function ListingPriceLines({ shipmentType }: { shipmentType: ShipmentType }) {
  const { text, unit } = useListingFormat();
  const containerTypes = useDict('container_type');
  const units =
    shipmentType === 'FCL' ? containerTypes.options : [{ value: 'cbm', label: unit('cbm') }];
  return (
    <div className={styles.lines}>
      <LineListEditor
        name="prices"
        legend={text('marketMine.form.prices')}
        min={1}
        max={units.length}
        newLine={() => ({})}
        addLabel={text('marketMine.form.addPrice')}
        removeLabel={(line) => text('marketMine.form.removePrice', { line })}
        lineClassName={styles.priceLine}
        removeClassName={styles.remove}
        head={
          <div className={styles.priceHead} aria-hidden>
            <span>{text('marketMine.form.priceUnit')}</span>
            <span>{text('marketMine.form.priceAmount')}</span>
          </div>
        }
        renderLine={({ name, row }) => (
          <>
            <Form.Item
              name={[name, 'unit']}
              className={styles.unit}
              validateFirst
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
              <LazySelect
                aria-label={text('marketMine.form.priceUnit.line', { line: row })}
                placeholder={text('marketMine.form.priceUnit')}
                options={units}
              />
            </Form.Item>
            <ListingAmountItem
              name={name}
              allowZero={false}
              invalid="marketMine.form.amountInvalid"
              label={text('marketMine.form.priceAmount.line', { line: row })}
            />
          </>
        )}
      />
    </div>
  );
}
