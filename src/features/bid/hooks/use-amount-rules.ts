import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { MONEY_PATTERN, toCents } from '@/contract/common/money';

import type { FormRule } from 'antd';

interface AmountRuleOptions {
  /** Zero is refused (ocean freight); surcharges may be zero. */
  positive?: boolean;
}

/** The rules of an amount field: required, a decimal with up to 2 places, positive when asked. */
export function useAmountRules({ positive = false }: AmountRuleOptions = {}): FormRule[] {
  const intl = useIntl();
  return useMemo(
    () => [
      {
        required: true,
        whitespace: true,
        message: intl.formatMessage({ id: 'bid.form.amount.required' }),
      },
      {
        validator: async (_, value: string | undefined) => {
          const text = (value ?? '').trim();
          if (!text) return;
          if (!MONEY_PATTERN.test(text)) {
            throw new Error(intl.formatMessage({ id: 'bid.form.amount.invalid' }));
          }
          if (positive && toCents(text) === 0) {
            throw new Error(intl.formatMessage({ id: 'bid.form.amount.positive' }));
          }
        },
      },
    ],
    [intl, positive],
  );
}
