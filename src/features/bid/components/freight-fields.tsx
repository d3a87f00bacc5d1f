import { Form } from 'antd';
import { useIntl } from 'react-intl';

import { MoneyInput } from '@/components/money-input';
import type { ContainerType, Currency, ShipmentSize } from '@/contract/common/trade';

import { useAmountRules } from '../hooks/use-amount-rules';
import { freightQuantityOf, freightUnitsOf } from '../utils/bid-form';
import styles from './bid-form.module.css';

interface FreightFieldsProps {
  size: ShipmentSize;
  currency: Currency;
}

/**
 * Ocean freight: one amount per container type of the tender (FCL, per container) or one per cbm
 * (LCL). The rows are the tender's; the bidder only types the amounts.
 */
export function FreightFields({ size, currency }: FreightFieldsProps) {
  const intl = useIntl();
  const units = freightUnitsOf(size);
  const rules = useAmountRules({ positive: true });

  const labelOf = (unit: ContainerType | 'cbm') =>
    unit === 'cbm'
      ? intl.formatMessage(
          { id: 'bid.form.freight.perCbm' },
          { volume: intl.formatNumber(Number(freightQuantityOf(size, unit))) },
        )
      : intl.formatMessage(
          { id: 'bid.form.freight.perContainer' },
          { type: unit, count: Number(freightQuantityOf(size, unit)) },
        );

  return (
    <Form.List name="freight">
      {(fields) => (
        <div className={styles.grid}>
          {fields.map((field) => {
            const unit = units[field.name] ?? 'cbm';
            return (
              <Form.Item
                key={field.key}
                name={[field.name, 'amount']}
                label={labelOf(unit)}
                rules={rules}
                validateFirst
              >
                <MoneyInput
                  currency={currency}
                  suffix={intl.formatMessage({
                    id: unit === 'cbm' ? 'bid.unit.perCbm' : 'bid.unit.perContainer',
                  })}
                />
              </Form.Item>
            );
          })}
        </div>
      )}
    </Form.List>
  );
}
