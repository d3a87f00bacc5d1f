import { RollbackOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import { StatusTag } from '@/components/status-tag';
import type { MilestoneCorrection, MilestonePoint } from '@/contract/shipment/types';
import { usePortText } from '@/hooks/use-port-text';
import { useText } from '@/lib/i18n/use-text';
import { partyName } from '@/utils/party-name';

import { PortTimeText } from './port-time-text';
import styles from './shipment.module.css';

function Point({ point }: { point: MilestonePoint }) {
  const { port } = usePortText();
  return (
    <>
      <PortTimeText value={point.at} zone={point.zone} />
      {' · '}
      <FormattedMessage
        id="shipment.timeline.place"
        values={{ port: port(point.port), place: <bdi>{point.place}</bdi> }}
      />
    </>
  );
}

function Correction({ correction }: { correction: MilestoneCorrection }) {
  const intl = useIntl();
  const text = useText();
  const milestone = text(`shipment.milestone.${correction.kind}`);
  return (
    <li>
      {correction.stepBack ? (
        <p className={styles.stepBack}>
          <RollbackOutlined aria-hidden /> {text('shipment.correction.stepBack', { milestone })}
        </p>
      ) : (
        <p>
          <strong>{text('shipment.correction.changed', { milestone })}</strong>
        </p>
      )}
      <dl className={styles.change}>
        <dt>{text('shipment.correction.before')}</dt>
        <dd className={correction.stepBack ? styles.withdrawn : undefined}>
          <Point point={correction.before} />
        </dd>
        <dt>{text('shipment.correction.after')}</dt>
        <dd>
          {correction.after ? (
            <Point point={correction.after} />
          ) : (
            <StatusTag color="error">{text('shipment.correction.withdrawn')}</StatusTag>
          )}
        </dd>
      </dl>
      <p className={styles.muted}>
        <FormattedMessage
          id="shipment.correction.by"
          values={{
            party: <bdi>{partyName(correction.by, intl.locale)}</bdi>,
            role: text(`shipment.role.${correction.byRole}`),
            at: <DateTimeText value={correction.at} />,
          }}
        />
      </p>
      {correction.reason && (
        <p>{text('shipment.correction.reason', { reason: correction.reason })}</p>
      )}
    </li>
  );
}

/**
 * Every correction of the milestones, oldest first: the value before and after, who and when, and
 * why; a withdrawal says that the shipment stepped back, never silently.
 */
export function CorrectionTrail({ corrections }: { corrections: readonly MilestoneCorrection[] }) {
  const text = useText();
  if (corrections.length === 0) {
    return <p className={styles.muted}>{text('shipment.corrections.empty')}</p>;
  }
  return (
    <ol className={styles.versions}>
      {corrections.map((correction) => (
        <Correction key={`${correction.kind}-${correction.at}`} correction={correction} />
      ))}
    </ol>
  );
}
