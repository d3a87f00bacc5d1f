import { DateTimeText } from '@/components/date-time-text';
import { LtrRun } from '@/components/ltr-run';
import { StatusTag } from '@/components/status-tag';
import { groupCouponCode } from '@/contract/coupon/code';
import type { CouponRedemption } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import { useCouponWords } from '../../hooks/use-coupon-words';
import styles from './redemptions.module.css';

import type { ReactNode } from 'react';

/**
 * One redemption record: the coupon's name, how it was used and when (China time); its code, face
 * and holder; the order it went on and what it took off, or, for a percentage coupon redeemed at
 * the counter, that what it took off is not known.
 */
export function RedemptionCard({ record }: { record: CouponRedemption }) {
  const text = useText();
  const words = useCouponWords();
  const facts: { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'code',
      label: text('couponIssuer.records.code'),
      value: <code className={styles.code}>{groupCouponCode(record.code)}</code>,
    },
    { key: 'face', label: text('couponIssuer.records.face'), value: words.value(record) },
    {
      key: 'holder',
      label: text('couponIssuer.records.holder'),
      value: words.party(record.holder),
    },
    ...(record.orderNo
      ? [
          {
            key: 'order',
            label: text('couponIssuer.records.orderNo'),
            value: <LtrRun>{record.orderNo}</LtrRun>,
          },
        ]
      : []),
    {
      key: 'discount',
      label: text('couponIssuer.records.discount'),
      value:
        record.discount === undefined ? (
          <span className={styles.unknown}>{text('couponIssuer.records.discountUnknown')}</span>
        ) : (
          words.money(record.discount, record)
        ),
    },
  ];

  return (
    <article className={styles.card} aria-label={`${record.name} ${groupCouponCode(record.code)}`}>
      <div className={styles.head}>
        <StatusTag color={record.way === 'order' ? 'processing' : 'success'}>
          {text(`couponIssuer.records.way.${record.way}`)}
        </StatusTag>
        <strong className={styles.name} dir="auto">
          {record.name}
        </strong>
        <span className={styles.when}>
          <DateTimeText value={record.usedAt} />
        </span>
      </div>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
