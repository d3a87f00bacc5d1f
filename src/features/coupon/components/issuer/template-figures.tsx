import { FormattedMessage, useIntl } from 'react-intl';

import { MoneyText } from '@/components/money-text';
import { toCents } from '@/contract/common/money';
import type { CouponTemplate } from '@/contract/coupon/types';

import styles from './issuer.module.css';

import type { ReactNode } from 'react';

type FigureId = 'claimed' | 'used' | 'reserved' | 'held' | 'remaining' | 'revenue';

/**
 * How a template stands, as a list of figures: issued, used, reserved, remaining, and for a sold
 * template its revenue; coupons on unpaid pack orders only when there are some.
 */
export function TemplateFigures({ template }: { template: CouponTemplate }) {
  const intl = useIntl();
  const sold = (toCents(template.price) ?? 0) > 0;
  const count = (value: number) => intl.formatNumber(value);
  const figures: [FigureId, ReactNode][] = [
    ['claimed', count(template.claimed)],
    ['used', count(template.used)],
    ['reserved', count(template.reserved)],
  ];
  if (template.held > 0) figures.push(['held', count(template.held)]);
  figures.push(['remaining', count(template.remaining)]);
  if (sold) {
    figures.push([
      'revenue',
      <MoneyText key="revenue" value={template.revenue} currency={template.currency} />,
    ]);
  }

  return (
    <dl className={styles.figures}>
      {figures.map(([id, value]) => (
        <div key={id} className={id === 'revenue' ? styles.wideFigure : styles.figure}>
          <dt>
            <FormattedMessage id={`couponIssuer.figures.${id}`} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
