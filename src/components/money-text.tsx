import { useIntl } from 'react-intl';

import type { Currency, Decimal } from '@/contract/common/trade';
import { formatMoney } from '@/lib/i18n/format-money';

interface MoneyTextProps {
  /** A decimal string from the API, e.g. '1250.50'. */
  value: Decimal;
  currency: Currency;
}

/** An amount with its currency in the reader's locale (see formatMoney). */
export function MoneyText({ value, currency }: MoneyTextProps) {
  const intl = useIntl();
  return <span className="money-text">{formatMoney(intl, value, currency)}</span>;
}
