import { SPINNER_DELAY_MS } from '@/config/constants';
import { useText } from '@/lib/i18n/use-text';
import type { MessageId } from '@/locales/message-id';

import type { SpinProps } from 'antd';

/**
 * antd's Spin for a wait (a Spin's own props, or a table's `loading`): nothing turns until the wait
 * has lasted SPINNER_DELAY_MS.
 */
export function spinAfterDelay(spinning = true): SpinProps {
  return { spinning, delay: SPINNER_DELAY_MS };
}

/**
 * A table's `loading` and `locale` while its rows load: its spinner after the delay, and until
 * they come, "Loading…" where the table would say it has none (`emptyId`).
 */
export function useTableWait(loading: boolean, emptyId: MessageId) {
  const text = useText();
  return {
    loading: spinAfterDelay(loading),
    locale: { emptyText: text(loading ? 'common.loading' : emptyId) },
  };
}
