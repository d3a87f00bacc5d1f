import { Button, Tag } from 'antd';
import { useId } from 'react';

import { DotList } from '@/components/dot-list';
import type { Sailing } from '@/contract/schedule/types';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import { CutoffList } from './cutoff-list';
import { SailingFacts } from './sailing-facts';
import styles from './schedule.module.css';
import { SourceText } from './source-text';
import { StartTenderLink } from './start-tender-link';

interface SailingCardProps {
  sailing: Sailing;
  onSelect: (sailing: Sailing) => void;
}

/** One sailing as a card (phones): carrier, vessel, times, cut-offs, source, actions. */
export function SailingCard({ sailing, onSelect }: SailingCardProps) {
  const format = useScheduleFormat();
  const titleId = useId();
  const name = { vessel: sailing.vessel, voyage: sailing.voyage };
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h3 className={styles.cardTitle} id={titleId}>
          <DotList
            parts={[format.carrier(sailing.carrier), `${sailing.vessel} ${sailing.voyage}`]}
          />
        </h3>
        <Tag>
          <bdi>{sailing.service}</bdi>
        </Tag>
      </header>
      <SailingFacts sailing={sailing} />
      <CutoffList sailing={sailing} />
      <SourceText sailing={sailing} />
      <div className={styles.actions}>
        <Button
          aria-label={format.text('schedule.details.label', name)}
          onClick={() => onSelect(sailing)}
        >
          {format.text('schedule.details')}
        </Button>
        <StartTenderLink sailing={sailing} />
      </div>
    </article>
  );
}
