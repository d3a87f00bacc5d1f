import { Form } from 'antd';

import { LazySelect } from '@/components/lazy-select';
import { LineListEditor } from '@/components/line-list-editor';
import type { ShipmentType } from '@/contract/common/trade';
import { LISTING_LIMITS } from '@/contract/market/limits';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';
import { ListingAmountItem } from './listing-amount-item';
import styles from './listing-form.module.css';

/**
 * Surcharge rows: code, unit (per container only FCL, per cbm only LCL) and amount. The column
 * heads are shown once; each control is named with its line for a screen reader.
 */
export function ListingSurchargeRows({ shipmentType }: { shipmentType: ShipmentType }) {
  const { text, unit } = useListingFormat();
  const codes = useDict('surcharge_code');
  const fcl = shipmentType === 'FCL';
  const units = (fcl ? ['per_container', 'per_bl'] : ['per_cbm', 'per_bl']).map((value) => ({
    value,
    label: unit(value),
  }));
  const required = (label: string) => ({
    required: true,
    message: text('marketMine.form.required', { label }),
  });
  return (
    <div className={styles.lines}>
      <LineListEditor
        name="surcharges"
        legend={text('marketMine.form.surcharges')}
        max={LISTING_LIMITS.surcharges}
        newLine={() => ({})}
        addLabel={text('marketMine.form.addSurcharge')}
        removeLabel={(line) => text('marketMine.form.removeSurcharge', { line })}
        lineClassName={styles.surchargeLine}
        removeClassName={styles.remove}
        head={
          <div className={styles.surchargeHead} aria-hidden>
            <span>{text('market.form.surchargeCode')}</span>
            <span>{text('market.form.surchargeUnit')}</span>
            <span>{text('market.form.surchargeAmount')}</span>
          </div>
        }
        renderLine={({ name, row }) => (
          <>
            <Form.Item
              name={[name, 'code']}
              className={styles.code}
              rules={[required(text('market.form.surchargeCode'))]}
            >
              <LazySelect
                aria-label={text('marketMine.form.surchargeCode.line', { line: row })}
                placeholder={text('market.form.surchargeCode')}
                options={codes.options}
              />
            </Form.Item>
            <Form.Item
              name={[name, 'unit']}
              className={styles.unit}
              dependencies={['shipmentType']}
              validateFirst
              rules={[
                required(text('market.form.surchargeUnit')),
                {
                  validator: (_, value?: string) =>
                    value && !units.some((option) => option.value === value)
                      ? Promise.reject(new Error(text('marketMine.form.unitNotAllowed')))
                      : Promise.resolve(),
                },
              ]}
            >
              <LazySelect
                aria-label={text('marketMine.form.surchargeUnit.line', { line: row })}
                placeholder={text('market.form.surchargeUnit')}
                options={units}
              />
            </Form.Item>
            <ListingAmountItem
              name={name}
              allowZero={true}
              invalid="marketMine.form.surchargeAmountInvalid"
              label={text('marketMine.form.surchargeAmount.line', { line: row })}
            />
          </>
        )}
      />
    </div>
  );
}
