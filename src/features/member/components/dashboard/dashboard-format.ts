import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { ChartSeries } from '@/components/chart/chart-spec';
import { fromCents, sumCents, toCents } from '@/contract/common/money';
import type { Decimal } from '@/contract/common/trade';
import { DASHBOARD_CURRENCY, type YuanRate } from '@/contract/member/dashboard';
import { usePortText } from '@/hooks/use-port-text';
import { isolatedIn } from '@/lib/i18n/direction';
import { formatMoney } from '@/lib/i18n/format-money';
import { useText, type TextOf } from '@/lib/i18n/use-text';

export interface DashboardFormat {
  text: TextOf;
  /** An amount in yuan: 'CNY 1,250.50'. */
  money: (value: Decimal) => string;
  /** A value on the money axis, rounded and short: 'CNY 1.2M'. */
  axisMoney: (value: number) => string;
  /** A month (YYYY-MM, China time) as 'Jan 2026'. */
  month: (month: string) => string;
  lane: ReturnType<typeof usePortText>['lane'];
  /** The rates the figures were converted at, in one sentence. */
  rates: (rates: readonly YuanRate[]) => string;
  count: (value: number) => string;
  /** One bar series of amounts in yuan: each bar's height and its words. */
  moneyBars: (key: string, label: string, amounts: readonly Decimal[]) => ChartSeries;
}

/** How the dashboards write their figures, in the reader's language. */
export function useDashboardFormat(): DashboardFormat {
  const intl = useIntl();
  const text = useText();
  const ports = usePortText();
  return useMemo(() => {
    // The rate's equation reads left to right as one run, also inside an Arabic sentence.
    const ltrRun = (chunks: string[]) => isolatedIn(intl.locale, chunks.join(''));
    return {
      text,
      money: (value) => formatMoney(intl, value, DASHBOARD_CURRENCY),
      axisMoney: (value) =>
        intl.formatNumber(value, {
          style: 'currency',
          currency: DASHBOARD_CURRENCY,
          currencyDisplay: 'code',
          notation: 'compact',
          maximumFractionDigits: 1,
        }),
      month: (month) =>
        intl.formatDate(`${month}-01T00:00:00+08:00`, {
          year: 'numeric',
          month: 'short',
          timeZone: 'Asia/Shanghai',
        }),
      lane: ports.lane,
      rates: (rates) =>
        rates.length === 0
          ? text('dashboard.ratesNone')
          : text('dashboard.rates', {
              rates: intl.formatList(
                rates.map((rate) =>
                  intl.formatMessage(
                    { id: 'dashboard.rate' },
                    { currency: rate.currency, rate: rate.rate, ltr: ltrRun },
                  ),
                ),
              ),
            }),
      count: (value) => intl.formatNumber(value),
      moneyBars: (key, label, amounts) => ({
        key,
        label,
        style: 'bar',
        tone: 'primary',
        values: amounts.map(Number),
        texts: amounts.map((amount) => formatMoney(intl, amount, DASHBOARD_CURRENCY)),
      }),
    };
  }, [intl, text, ports]);
}

/** Amounts summed exactly in cents (the decimals never become floats to be added). */
export function sumAmounts(values: readonly Decimal[]): Decimal {
  return fromCents(sumCents(values.map((value) => toCents(value.replace(/^-/, '')) ?? 0)));
}

/** The index of the largest amount (the first of equals); -1 when every one is zero. */
export function largest(values: readonly Decimal[]): number {
  let found = -1;
  let most = 0;
  values.forEach((value, index) => {
    const cents = toCents(value) ?? 0;
    if (cents > most) {
      most = cents;
      found = index;
    }
  });
  return found;
}
