import { Button, Form } from 'antd';
import { useState } from 'react';

import { LazySelect } from '@/components/lazy-select';
import { SectionCard } from '@/components/section-card';
import type { MilestoneKind } from '@/contract/shipment/types';
import { useText } from '@/lib/i18n/use-text';

import { withdrawable } from '../../utils/shipment-steps';
import styles from './actions.module.css';
import { CorrectionForm } from './correction-form';
import { WithdrawDialog } from './withdraw-dialog';

import type { ShipmentActionsProps } from './actions-props';

/**
 * The payee corrects a recorded milestone's time or place, or withdraws the latest one (a step
 * back, with a reason, after a confirmation). Every correction is kept and shown to the payer.
 */
export function CorrectionSection({ shipment, onUpdated }: ShipmentActionsProps) {
  const t = useText();
  const [chosen, setChosen] = useState<MilestoneKind>();
  const [withdrawing, setWithdrawing] = useState(false);
  const latest = withdrawable(shipment);
  const index = shipment.milestones.findIndex((milestone) => milestone.kind === chosen);
  const milestone = shipment.milestones[index];
  const label = t('shipmentForms.correct.milestone');
  return (
    <SectionCard title={t('shipmentForms.correct.title')}>
      <Form layout="vertical" component="div">
        <Form.Item label={label} htmlFor="shipment-correct-milestone" className={styles.short}>
          <LazySelect
            id="shipment-correct-milestone"
            value={milestone ? chosen : undefined}
            onChange={setChosen}
            placeholder={t('shipmentForms.correct.choose')}
            options={shipment.milestones.map((item) => ({
              value: item.kind,
              label: t(`shipmentForms.kind.${item.kind}`),
            }))}
          />
        </Form.Item>
      </Form>
      {milestone && (
        <CorrectionForm
          // A new form for each milestone (and each answer): it starts from the recorded values.
          key={`${milestone.kind}-${milestone.at}-${milestone.place}`}
          shipment={shipment}
          milestone={milestone}
          previous={shipment.milestones[index - 1]}
          next={shipment.milestones[index + 1]}
          onUpdated={onUpdated}
        />
      )}
      {latest && (
        <div className={styles.withdraw}>
          <p className={styles.hint}>
            {t('shipmentForms.withdraw.hint', { kind: t(`shipmentForms.kind.${latest.kind}`) })}
          </p>
          <Button danger onClick={() => setWithdrawing(true)}>
            {t('shipmentForms.withdraw.open', { kind: t(`shipmentForms.kind.${latest.kind}`) })}
          </Button>
          <WithdrawDialog
            open={withdrawing}
            shipment={shipment}
            milestone={latest}
            onClose={() => setWithdrawing(false)}
            onUpdated={onUpdated}
          />
        </div>
      )}
    </SectionCard>
  );
}
