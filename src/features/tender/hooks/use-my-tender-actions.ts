import { useState } from 'react';

import { useMutation } from '@/hooks/use-mutation';
import { BizCode, isAuthFailure, isBizError } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';

import { awardTender, cancelTender } from '../api';

export type MyTenderNotice =
  | { kind: 'awarded'; bidder: string; orderNo: string }
  | { kind: 'cancelled' }
  /** `conflict`: the tender changed meanwhile (4009); the page reloads it. */
  | { kind: 'failed'; message: string; conflict: boolean };

/**
 * Award and cancel on one tender, one call at a time. Each ends with a notice for the page and
 * `onChanged` (reload the tender and the list) after a success or a conflict.
 */
export function useMyTenderActions(tenderId: string, onChanged: () => void) {
  const describe = useDescribeError();
  const [busy, setBusy] = useState<'award' | 'cancel'>();
  const [notice, setNotice] = useState<MyTenderNotice>();

  const { run, signal } = useMutation(
    async (kind: 'award' | 'cancel', call: () => Promise<MyTenderNotice>) => {
      setBusy(kind);
      setNotice(undefined);
      try {
        setNotice(await call());
        // The member left: the late result changes nothing on the page (see `useMutation`).
        if (!signal.aborted) onChanged();
      } catch (error) {
        // 4098: the request module is sending the member to login; or the member left.
        if (isAuthFailure(error) || signal.aborted) return;
        const conflict = isBizError(error, BizCode.conflict);
        setNotice({
          kind: 'failed',
          conflict,
          message: describe(error),
        });
        if (conflict) onChanged();
      } finally {
        setBusy(undefined);
      }
    },
  );

  const award = (bidId: string, bidder: string) =>
    run('award', async () => {
      const result = await awardTender(tenderId, bidId, { skipErrorToast: true });
      return { kind: 'awarded', bidder, orderNo: result.orderNo };
    });

  const cancel = () =>
    run('cancel', async () => {
      await cancelTender(tenderId, { skipErrorToast: true });
      return { kind: 'cancelled' };
    });

  return { award, cancel, busy, notice, dismiss: () => setNotice(undefined) };
}
