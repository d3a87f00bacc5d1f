import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import type { PartyRef } from '@/contract/common/trade';
import type { Weekday } from '@/contract/market/types';
import { usePortText } from '@/hooks/use-port-text';
import { useText } from '@/lib/i18n/use-text';
import type { MessageId } from '@/locales/message-id';
import { partyName } from '@/utils/party-name';

/** How the market writes ports, weekdays, units and company names in the reader's language. */
export function useListingFormat() {
  const intl = useIntl();
  const zh = intl.locale.toLowerCase().startsWith('zh');
  const text = useText();
  const { port, lane } = usePortText();
  const weekdays = useCallback(
    (days: readonly Weekday[]) =>
      intl.formatList(
        days.map((day) => text(`market.weekday.${day}` as MessageId)),
        { type: 'conjunction', style: 'narrow' },
      ),
    [text, intl],
  );
  const unit = useCallback(
    (value: string) =>
      ['per_container', 'per_cbm', 'per_bl', 'cbm'].includes(value)
        ? text(`market.unit.${value}` as MessageId)
        : value,
    [text],
  );
  const party = useCallback((ref: PartyRef) => partyName(ref, intl.locale), [intl.locale]);
  const days = useCallback((count: number) => text('market.days', { count }), [text]);
  return { zh, text, port, lane, weekdays, unit, party, days };
}
