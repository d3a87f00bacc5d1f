import { Form, Input, InputNumber } from 'antd';

import { useText } from '@/lib/i18n/use-text';

import styles from './actions.module.css';

/** A weight or volume as the server takes it: up to nine digits and three decimals, above zero. */
const MEASURE = /^\d{1,9}(\.\d{1,3})?$/;

/** The LCL cargo as received: packages, weight (kg) and volume (cbm). */
export function CargoFields() {
  const t = useText();
  const measure = (required: string) => [
    { required: true, whitespace: true, message: required },
    {
      validator: async (_: unknown, value: string | undefined) => {
        const typed = (value ?? '').trim();
        if (typed && (!MEASURE.test(typed) || Number(typed) <= 0)) {
          throw new Error(t('shipmentForms.cargo.measure'));
        }
      },
    },
  ];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('shipmentForms.cargo.legend')}</legend>
      <div className={styles.row}>
        <Form.Item
          name={['cargo', 'packages']}
          label={t('shipmentForms.cargo.packages')}
          rules={[{ required: true, message: t('shipmentForms.cargo.packagesRequired') }]}
        >
          <InputNumber
            min={1}
            max={99_999}
            precision={0}
            controls={false}
            className={styles.number}
          />
        </Form.Item>
        <Form.Item
          name={['cargo', 'weightKg']}
          label={t('shipmentForms.cargo.weight')}
          rules={measure(t('shipmentForms.cargo.weightRequired'))}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name={['cargo', 'volumeCbm']}
          label={t('shipmentForms.cargo.volume')}
          rules={measure(t('shipmentForms.cargo.volumeRequired'))}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
      </div>
    </fieldset>
  );
}
