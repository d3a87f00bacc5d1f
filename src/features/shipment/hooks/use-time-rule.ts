import { useCallback } from 'react';

import type { MilestoneKind } from '@/contract/shipment/types';
import { useText } from '@/lib/i18n/use-text';

import { milestoneTimeProblem } from '../utils/time-rules';
import { wallOfIso } from '../utils/zone-time';

interface Neighbour {
  kind: MilestoneKind;
  at: string;
}

/**
 * The form rule of a milestone's time at the port (`zone`): required, not in the future, and not
 * before `previous` nor after `next` (named with their times in the message).
 */
export function useTimeRule(zone: string, previous?: Neighbour, next?: Neighbour) {
  const t = useText();
  const told = useCallback(
    (neighbour: Neighbour) => ({
      kind: t(`shipmentForms.kind.${neighbour.kind}`),
      time: `${wallOfIso(neighbour.at)?.wall ?? neighbour.at} ${wallOfIso(neighbour.at)?.offset ?? ''}`.trim(),
    }),
    [t],
  );
  return {
    validator: async (_: unknown, wall: string | undefined) => {
      const problem = milestoneTimeProblem(
        zone,
        wall,
        { notBefore: previous?.at, notAfter: next?.at },
        Date.now(),
      );
      if (problem === 'required') throw new Error(t('shipmentForms.time.required'));
      if (problem === 'inFuture') throw new Error(t('shipmentForms.time.inFuture'));
      if (problem === 'beforePrevious' && previous) {
        throw new Error(t('shipmentForms.time.beforePrevious', told(previous)));
      }
      if (problem === 'afterNext' && next) {
        throw new Error(t('shipmentForms.time.afterNext', told(next)));
      }
    },
  };
}
