import type { Currency, Decimal } from '@/contract/common/trade';

import type { IntlShape } from 'react-intl';

/**
 * An amount with its currency code in the reader's locale: 'USD 1,250.50'. The decimal becomes a
 * number for display only; no sum is ever made from what this returns.
 */
export function formatMoney(intl: IntlShape, value: Decimal, currency: Currency): string {
  return intl.formatNumber(Number(value), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
