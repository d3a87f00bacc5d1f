import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { PortRef } from '@/contract/common/trade';
import { portName } from '@/utils/port-name';

export interface PortText {
  /** The port's name in the reader's language. */
  port: (ref: PortRef) => string;
  /** 'Shanghai → Rotterdam'; in Arabic the arrow points the way the line reads. */
  lane: (pol: PortRef, pod: PortRef) => string;
}

/** How ports and lanes are written, one message for the lane so each name keeps its own order. */
export function usePortText(): PortText {
  const intl = useIntl();
  return useMemo(() => {
    const port = (ref: PortRef) => portName(ref, intl.locale);
    return {
      port,
      lane: (pol, pod) =>
        intl.formatMessage({ id: 'common.lane' }, { pol: port(pol), pod: port(pod) }),
    };
  }, [intl]);
}
