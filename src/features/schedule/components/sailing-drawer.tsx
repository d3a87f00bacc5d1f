import { Tag } from 'antd';

import { DotList } from '@/components/dot-list';
import { SidePanel } from '@/components/side-panel';
import type { Sailing } from '@/contract/schedule/types';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import { CutoffList } from './cutoff-list';
import { SailingFacts } from './sailing-facts';
import styles from './schedule.module.css';
import { SourceText } from './source-text';
import { StartTenderLink } from './start-tender-link';

interface SailingDrawerProps {
  sailing: Sailing | undefined;
  onClose: () => void;
}

/** All the facts of one sailing (chosen in the list or the calendar), its cut-offs and the tender link. */
export function SailingDrawer({ sailing, onClose }: SailingDrawerProps) {
  const format = useScheduleFormat();
  return (
    <SidePanel
      kind="detail"
      open={Boolean(sailing)}
      onClose={onClose}
      title={
        sailing ? (
          <DotList
            parts={[format.carrier(sailing.carrier), `${sailing.vessel} ${sailing.voyage}`]}
          />
        ) : (
          ''
        )
      }
    >
      {sailing && (
        <div className={styles.stack}>
          <p>
            <Tag>{sailing.service}</Tag>
            {format.text('schedule.drawer.lane')}: {format.port(sailing.pol)} ({sailing.pol.code})
            {' → '}
            {format.port(sailing.pod)} ({sailing.pod.code})
          </p>
          <SailingFacts sailing={sailing} />
          <CutoffList sailing={sailing} />
          <SourceText sailing={sailing} />
          <div>
            <StartTenderLink sailing={sailing} />
          </div>
        </div>
      )}
    </SidePanel>
  );
}
