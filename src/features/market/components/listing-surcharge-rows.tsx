import { Form } from 'antd';

import { LazySelect } from '@/components/lazy-select';
import { LineListEditor } from '@/components/line-list-editor';
import { MoneyInput } from '@/components/money-input';
import type { ShipmentType } from '@/contract/common/trade';
import { LISTING_LIMITS } from '@/contract/market/limits';
import { LISTING_CURRENCY } from '@/contract/market/types';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';
import { isAmount } from '../utils/listing-form';
import styles from './listing-form.module.css';

/** Surcharge rows: code, unit (per container only FCL, per cbm only LCL) and amount. */
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
    <LineListEditor
      name="surcharges"
      legend={text('marketMine.form.surcharges')}
      max={LISTING_LIMITS.surcharges}
      newLine={() => ({})}
      addLabel={text('marketMine.form.addSurcharge')}
      removeLabel={(line) => text('marketMine.form.removeLine', { line })}
      removeClassName={styles.remove}
      renderLine={({ name }) => (
        <>
          <Form.Item
            name={[name, 'code']}
            label={text('market.form.surchargeCode')}
            rules={[required(text('market.form.surchargeCode'))]}
          >
            <LazySelect options={codes.options} className={styles.unit} />
          </Form.Item>
          <Form.Item
            name={[name, 'unit']}
            label={text('market.form.surchargeUnit')}
            dependencies={['shipmentType']}
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
            <LazySelect options={units} className={styles.unit} />
          </Form.Item>
          <Form.Item
            name={[name, 'amount']}
            label={text('market.form.surchargeAmount')}
            rules={[
              {
                validator: (_, value?: string) =>
                  isAmount(value, true)
                    ? Promise.resolve()
                    : Promise.reject(new Error(text('marketMine.form.surchargeAmountInvalid'))),
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
