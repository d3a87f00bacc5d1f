import { useId } from 'react';

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
  const id = useId();
  const facts: { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'code',
      label: text('couponIssuer.records.code'),
      value: (
        <code id={`${id}-code`} className={styles.code}>
          {groupCouponCode(record.code)}
        </code>
      ),
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
    // Named by its coupon and code as shown (each an isolated run), not by an attribute's copy.
    <article className={styles.card} aria-labelledby={`${id}-name ${id}-code`}>
      <div className={styles.head}>
        <StatusTag color={record.way === 'order' ? 'processing' : 'success'}>
          {text(`couponIssuer.records.way.${record.way}`)}
        </StatusTag>
        <strong id={`${id}-name`} className={styles.name} dir="auto">
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
