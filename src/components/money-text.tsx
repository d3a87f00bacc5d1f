import { useIntl } from 'react-intl';

import type { Currency, Decimal } from '@/contract/common/trade';

interface MoneyTextProps {
  /** A decimal string from the API, e.g. '1250.50'. */
  value: Decimal;
  currency: Currency;
}

/**
 * An amount with its currency in the reader's locale: 'US$1,250.50' / '$1,250.50'. The decimal is
 * turned into a number for display only; no sum is ever made from what this shows.
 */
export function MoneyText({ value, currency }: MoneyTextProps) {
  const intl = useIntl();
  const text = intl.formatNumber(Number(value), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return <span className="money-text">{text}</span>;
}
