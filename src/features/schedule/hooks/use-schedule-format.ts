import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import type { CutoffKind, Sailing } from '@/contract/schedule/types';
import { usePortText } from '@/hooks/use-port-text';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';
import type { MessageId } from '@/locales/message-id';

/** How the schedule page writes ports, carriers, days and sources in the reader's language. */
export function useScheduleFormat() {
  const intl = useIntl();
  const carriers = useDict('carrier');
  const zh = intl.locale.toLowerCase().startsWith('zh');
  const text = useText();
  const { port } = usePortText();
  const carrier = useCallback((code: string) => carriers.labelOf(code) || code, [carriers]);
  const days = useCallback((count: number) => text('schedule.days', { count }), [text]);
  const cutoffName = useCallback(
    (kind: CutoffKind) => text(`schedule.cutoff.${kind}` as MessageId),
    [text],
  );
  const routing = useCallback(
    (sailing: Sailing) =>
      sailing.direct
        ? text('schedule.direct')
        : text('schedule.via', {
            ports: intl.formatList(sailing.transshipments.map(port), {
              type: 'conjunction',
              style: 'narrow',
            }),
          }),
    [port, text, intl],
  );
  return { zh, text, port, carrier, days, cutoffName, routing };
}
