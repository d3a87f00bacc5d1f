import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { issueDraftStore, toStoredValues, type IssueDraft } from '../utils/issue-draft';

/** How long typing pauses before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 600;

/**
 * The member's tender draft: `restored` is the draft found when the form opened; `schedule` writes
 * the latest values after a pause in typing; `flush` writes at once (on publish, when the page is
 * hidden or left — e.g. an expired session sends to login); `discard` and `published` remove it.
 */
export function useIssueDraft(memberId: string) {
  const store = useMemo(() => issueDraftStore(), []);
  const [restored, setRestored] = useState<IssueDraft | undefined>(() => store.load(memberId));
  const pending = useRef<{ values: unknown } | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);
  // After a publish nothing is written again, even by the flush when the page unmounts.
  const done = useRef(false);

  const stopTimer = () => {
    if (timer.current !== undefined) window.clearTimeout(timer.current);
    timer.current = undefined;
  };

  const flush = useCallback(() => {
    stopTimer();
    const next = pending.current;
    pending.current = undefined;
    if (next && !done.current) store.save(memberId, next.values);
  }, [memberId, store]);

  const schedule = useCallback(
    (values: unknown) => {
      if (done.current) return;
      // A snapshot: the form may change the objects it handed over.
      pending.current = { values: toStoredValues(values) };
      stopTimer();
      timer.current = window.setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  const discard = useCallback(() => {
    stopTimer();
    pending.current = undefined;
    store.remove(memberId);
    setRestored(undefined);
  }, [memberId, store]);

  const published = useCallback(() => {
    done.current = true;
    stopTimer();
    pending.current = undefined;
    store.remove(memberId);
  }, [memberId, store]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  return { restored, schedule, flush, discard, published };
}
