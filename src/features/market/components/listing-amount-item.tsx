import { Form } from 'antd';

import { MoneyInput } from '@/components/money-input';
import { LISTING_CURRENCY } from '@/contract/market/types';
import type { MessageId } from '@/locales/message-id';

import { useListingFormat } from '../hooks/use-listing-format';
import { isAmount } from '../utils/listing-form';
import styles from './listing-form.module.css';

interface ListingAmountItemProps {
  /** The line's index in its list. */
  name: number;
  /** A surcharge may be 0; a price may not. */
  allowZero: boolean;
  /** What a wrong amount is told. */
  invalid: MessageId;
  /** The amount's name on its line, for a screen reader ("Price line 2: price"). */
  label: string;
}

/** A rate line's amount, in the listing's currency: a price, or a surcharge's charge. */
export function ListingAmountItem({ name, allowZero, invalid, label }: ListingAmountItemProps) {
  const { text } = useListingFormat();
  return (
    <Form.Item
      name={[name, 'amount']}
      className={styles.amount}
      rules={[
        {
          validator: (_, value?: string) =>
            isAmount(value, allowZero)
              ? Promise.resolve()
              : Promise.reject(new Error(text(invalid))),
        },
      ]}
    >
      <MoneyInput aria-label={label} currency={LISTING_CURRENCY} />
    </Form.Item>
  );
}
