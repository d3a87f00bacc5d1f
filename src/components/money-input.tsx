import { Input, type InputProps } from 'antd';

import type { Currency } from '@/contract/common/trade';

import styles from './money-input.module.css';

interface MoneyInputProps extends Omit<InputProps, 'prefix' | 'inputMode'> {
  /** Shown before the amount, as its code (nothing until one is chosen). */
  currency: Currency | undefined;
}

/**
 * An amount typed as text (a decimal string such as '1850.00', never a float), with its currency
 * code in front and the phone's decimal keypad.
 */
export function MoneyInput({ currency, ...props }: MoneyInputProps) {
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      prefix={<span className={styles.currency}>{currency}</span>}
      {...props}
    />
  );
}
