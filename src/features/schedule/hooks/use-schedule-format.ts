import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import type { PortRef } from '@/contract/common/trade';
import type { CutoffKind, Sailing } from '@/contract/schedule/types';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';
import type { MessageId } from '@/locales/message-id';

/** How the schedule page writes ports, carriers, days and sources in the reader's language. */
export function useScheduleFormat() {
  const intl = useIntl();
  const carriers = useDict('carrier');
  const zh = intl.locale.toLowerCase().startsWith('zh');
  const text = useText();
  const port = useCallback((ref: PortRef) => (zh ? ref.name : ref.nameEn), [zh]);
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
            ports: sailing.transshipments.map(port).join(zh ? '、' : ', '),
          }),
    [port, text, zh],
  );
  return { zh, text, port, carrier, days, cutoffName, routing };
}
