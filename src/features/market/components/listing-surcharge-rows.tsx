import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';

import type { ShipmentType } from '@/contract/common/trade';
import { LISTING_LIMITS } from '@/contract/market/limits';
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
    message: text('market.form.required', { label }),
  });
  return (
    <Form.List name="surcharges">
      {(fields, { add, remove }, { errors }) => (
        <fieldset className={styles.fieldset}>
          <legend>{text('market.form.surcharges')}</legend>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" wrap className={styles.line}>
              <Form.Item
                name={[field.name, 'code']}
                label={text('market.form.surchargeCode')}
                rules={[required(text('market.form.surchargeCode'))]}
              >
                <Select options={codes.options} className={styles.unit} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'unit']}
                label={text('market.form.surchargeUnit')}
                dependencies={['shipmentType']}
                rules={[
                  required(text('market.form.surchargeUnit')),
                  {
                    validator: (_, value?: string) =>
                      value && !units.some((option) => option.value === value)
                        ? Promise.reject(new Error(text('market.form.unitNotAllowed')))
                        : Promise.resolve(),
                  },
                ]}
              >
                <Select options={units} className={styles.unit} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'amount']}
                label={text('market.form.surchargeAmount')}
                rules={[
                  {
                    validator: (_, value?: string) =>
                      isAmount(value, true)
                        ? Promise.resolve()
                        : Promise.reject(new Error(text('market.form.surchargeAmountInvalid'))),
                  },
                ]}
              >
                <Input inputMode="decimal" prefix="$" className={styles.amount} />
              </Form.Item>
              <Button
                className={styles.remove}
                icon={<DeleteOutlined />}
                aria-label={text('market.form.removeLine', { line: index + 1 })}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < LISTING_LIMITS.surcharges && (
            <Button icon={<PlusOutlined />} onClick={() => add({})}>
              {text('market.form.addSurcharge')}
            </Button>
          )}
        </fieldset>
      )}
    </Form.List>
  );
}
