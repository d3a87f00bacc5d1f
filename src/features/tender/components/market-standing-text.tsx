import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { StatusTag } from '@/components/status-tag';
import { useText } from '@/lib/i18n/use-text';

import styles from './my-tender.module.css';

import type { MarketStanding } from '../utils/market-standing';

const TAG_COLOURS = { below: 'success', within: 'processing', above: 'warning' } as const;

/** A bid against the market in words: its place in the band and how far from the median. */
export function useStandingWords() {
  const intl = useIntl();
  const text = useText();
  return useCallback(
    (standing: MarketStanding) => ({
      position: text(`issuer.market.position.${standing.position}`),
      vsMedian: text('issuer.market.vsMedian', {
        direction: standing.direction,
        percent: intl.formatNumber(standing.percent / 100, {
          style: 'percent',
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }),
      }),
    }),
    [intl, text],
  );
}

/** The bid's place in the market's band, as a tag, and its distance from the median. */
export function MarketStandingText({ standing }: { standing: MarketStanding }) {
  const words = useStandingWords()(standing);
  return (
    <div className={styles.tenderCell}>
      <span>
        <StatusTag color={TAG_COLOURS[standing.position]}>{words.position}</StatusTag>
      </span>
      <span className={styles.muted}>{words.vsMedian}</span>
    </div>
  );
}
