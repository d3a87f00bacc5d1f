import { Button, Table, type TableColumnsType } from 'antd';

import { DotList } from '@/components/dot-list';
import { scrollAcross } from '@/components/table-scroll';
import type { Sailing } from '@/contract/schedule/types';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import { CutoffList } from './cutoff-list';
import { PortTimeText } from './port-time-text';
import styles from './schedule.module.css';
import { SourceText } from './source-text';
import { StartTenderLink } from './start-tender-link';

interface SailingTableProps {
  sailings: Sailing[];
  onSelect: (sailing: Sailing) => void;
}

/** The sailings as a table (wide screens); it scrolls inside its card when narrower than its columns. */
export function SailingTable({ sailings, onSelect }: SailingTableProps) {
  const format = useScheduleFormat();
  const columns: TableColumnsType<Sailing> = [
    {
      key: 'vessel',
      title: format.text('schedule.col.vessel'),
      width: 170,
      render: (_, s) => (
        <>
          <Button
            type="link"
            className={styles.linkButton}
            aria-label={format.text('schedule.details.label', {
              vessel: s.vessel,
              voyage: s.voyage,
            })}
            onClick={() => onSelect(s)}
          >
            <bdi>{`${s.vessel} ${s.voyage}`}</bdi>
          </Button>
          <div className={styles.muted}>
            <DotList parts={[format.carrier(s.carrier), s.service]} />
          </div>
        </>
      ),
    },
    {
      key: 'times',
      title: `${format.text('schedule.col.etd')} / ${format.text('schedule.col.eta')}`,
      width: 190,
      render: (_, s) => (
        <>
          <div>
            {format.port(s.pol)} <PortTimeText value={s.etd} />
          </div>
          <div>
            {format.port(s.pod)} <PortTimeText value={s.eta} />
          </div>
        </>
      ),
    },
    {
      key: 'transit',
      title: format.text('schedule.col.transit'),
      width: 80,
      render: (_, s) => (
        <>
          <div>{format.days(s.transitDays)}</div>
          <div className={styles.muted}>{format.routing(s)}</div>
        </>
      ),
    },
    {
      key: 'cutoffs',
      title: format.text('schedule.col.cutoffs'),
      width: 220,
      render: (_, s) => <CutoffList sailing={s} />,
    },
    {
      key: 'actions',
      title: format.text('schedule.col.actions'),
      width: 160,
      render: (_, s) => (
        <div className={styles.actionsColumn}>
          <StartTenderLink sailing={s} />
          <SourceText sailing={s} />
        </div>
      ),
    },
  ];
  return (
    <Table<Sailing>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={sailings}
      pagination={false}
      {...scrollAcross()}
    />
  );
}
