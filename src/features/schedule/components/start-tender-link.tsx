import { useState } from 'react';

import { LaneTenderOffer } from '@/components/lane-tender-offer';
import type { Sailing } from '@/contract/schedule/types';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import { laneTenderFor } from '../utils/tender-link';

/**
 * 'Start a tender for this sailing': the lane tender offer, with a ready date that meets the CY
 * cut-off, named after the sailing.
 */
export function StartTenderLink({ sailing }: { sailing: Sailing }) {
  const format = useScheduleFormat();
  const [now] = useState(() => Date.now());
  return (
    <LaneTenderOffer
      lane={laneTenderFor(sailing, now)}
      aria-label={format.text('schedule.tender.label', {
        vessel: sailing.vessel,
        voyage: sailing.voyage,
      })}
    >
      {format.text('schedule.tender')}
    </LaneTenderOffer>
  );
}
