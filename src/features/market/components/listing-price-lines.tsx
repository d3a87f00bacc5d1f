import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';

import type { ShipmentType } from '@/contract/common/trade';
import { useDict } from '@/lib/reference';

import { useListingFormat } from '../hooks/use-listing-format';
import { isAmount } from '../utils/listing-form';
import styles from './listing-form.module.css';

/** Price lines: one per container type (FCL) or the per-cbm line (LCL). */
export function ListingPriceLines({ shipmentType }: { shipmentType: ShipmentType }) {
  const { text, unit } = useListingFormat();
  const containerTypes = useDict('container_type');
  const fcl = shipmentType === 'FCL';
  const units = fcl ? containerTypes.options : [{ value: 'cbm', label: unit('cbm') }];
  return (
    <Form.List name="prices">
      {(fields, { add, remove }, { errors }) => (
        <fieldset className={styles.fieldset}>
          <legend>{text('market.form.prices')}</legend>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" wrap className={styles.line}>
              <Form.Item
                name={[field.name, 'unit']}
                label={text('market.form.priceUnit')}
                rules={[
                  {
                    required: true,
                    message: text('market.form.required', { label: text('market.form.priceUnit') }),
                  },
                  ({ getFieldValue }) => ({
                    validator: (_, value?: string) => {
                      const all = (getFieldValue('prices') as { unit?: string }[]).map(
                        (line) => line?.unit,
                      );
                      return value && all.filter((item) => item === value).length > 1
                        ? Promise.reject(new Error(text('market.form.duplicateUnit')))
                        : Promise.resolve();
                    },
                  }),
                ]}
              >
                <Select options={units} className={styles.unit} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'amount']}
                label={text('market.form.priceAmount')}
                rules={[
                  {
                    validator: (_, value?: string) =>
                      isAmount(value, false)
                        ? Promise.resolve()
                        : Promise.reject(new Error(text('market.form.amountInvalid'))),
                  },
                ]}
              >
                <Input inputMode="decimal" prefix="$" className={styles.amount} />
              </Form.Item>
              {fields.length > 1 && (
                <Button
                  className={styles.remove}
                  icon={<DeleteOutlined />}
                  aria-label={text('market.form.removeLine', { line: index + 1 })}
                  onClick={() => remove(field.name)}
                />
              )}
            </Space>
          ))}
          <Form.ErrorList errors={errors} />
          {fcl && fields.length < units.length && (
            <Button icon={<PlusOutlined />} onClick={() => add({})}>
              {text('market.form.addPrice')}
            </Button>
          )}
        </fieldset>
      )}
    </Form.List>
  );
}
