import { useLatest } from 'ahooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import type { DraftOwner } from '@/lib/drafts/draft-keys';
import { draftStore, type DraftSpec, type FormDraft } from '@/lib/drafts/form-draft';

/** How long typing pauses before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 600;

/**
 * A form's draft for one member and subject. `restored` is the draft found when the form opened
 * (its values differ from `baseline`, what the form opens with); `schedule` writes the latest
 * values after a pause in typing; `flush` writes at once (also when the page is hidden or left —
 * an expired session sends to login); `clear` removes it and forgets the restored one (discarded,
 * or the form was saved: the next change starts a new one).
 */
export function useFormDraft<Stored>(
  spec: DraftSpec<Stored>,
  { memberId, subject }: DraftOwner,
  baseline: unknown,
) {
  const store = useMemo(() => draftStore(spec), [spec]);
  const owner = useMemo<DraftOwner>(
    () => (subject === undefined ? { memberId } : { memberId, subject }),
    [memberId, subject],
  );
  const [restored, setRestored] = useState<FormDraft<Stored> | undefined>(() =>
    store.load(owner, baseline),
  );
  // The latest baseline: a saved form compares what is typed next with what it saved.
  const base = useLatest(baseline);
  const pending = useRef<{ values: Stored } | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);

  const stopTimer = () => {
    if (timer.current !== undefined) window.clearTimeout(timer.current);
    timer.current = undefined;
  };

  const flush = useCallback(() => {
    stopTimer();
    const next = pending.current;
    pending.current = undefined;
    if (next) store.save(owner, next.values, base.current);
  }, [base, owner, store]);

  const schedule = useCallback(
    (values: unknown) => {
      // A snapshot: the form may change the objects it handed over.
      pending.current = { values: spec.toStored(values) };
      stopTimer();
      timer.current = window.setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [flush, spec],
  );

  const clear = useCallback(() => {
    stopTimer();
    pending.current = undefined;
    store.remove(owner);
    setRestored(undefined);
  }, [owner, store]);

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

  return { restored, schedule, flush, clear };
}
