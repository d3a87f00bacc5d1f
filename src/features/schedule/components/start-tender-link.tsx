import { useState } from 'react';
import { Link } from 'react-router-dom';

import type { Sailing } from '@/contract/schedule/types';
import { loginHref, useSession } from '@/lib/session';

import { useScheduleFormat } from '../hooks/use-schedule-format';
import { tenderHrefFor } from '../utils/tender-link';

/**
 * 'Start a tender for this sailing': to the tender form with the lane and a ready date that meets the
 * CY cut-off. Shippers go straight there, visitors log in first and come back to the form;
 * forwarders and consolidators (who bid, not tender) do not see it.
 */
export function StartTenderLink({ sailing }: { sailing: Sailing }) {
  const { status, user } = useSession();
  const format = useScheduleFormat();
  const [now] = useState(() => Date.now());
  const member = status === 'authenticated';
  if (member && user?.userType !== 1) return null;
  const href = tenderHrefFor(sailing, now);
  return (
    <Link
      to={member ? href : loginHref(href)}
      className="link-button link-button--primary"
      aria-label={format.text('schedule.tender.label', {
        vessel: sailing.vessel,
        voyage: sailing.voyage,
      })}
    >
      {format.text('schedule.tender')}
    </Link>
  );
}
