import type { ApplyBody, InvoiceApplication } from '@/contract/invoice/types';
import { useCreationKey } from '@/hooks/use-creation-key';
import { useMutation } from '@/hooks/use-mutation';
import { useText } from '@/lib/i18n/use-text';
import { isAuthFailure } from '@/lib/request';
import { toFormFailure, type FormFailure } from '@/utils/form-failure';

import { applyForInvoice } from '../api';

const APPLY_FIELDS = ['orderNos', 'titleId', 'email'] as const;
export type ApplyField = (typeof APPLY_FIELDS)[number];

export type ApplyOutcome =
  | { kind: 'applied'; application: InvoiceApplication }
  | { kind: 'signedOut' }
  | FormFailure<ApplyField>;

/**
 * Applies for an invoice, one call at a time, and says how it went (no toast); an application
 * retried after a time-out is one application.
 */
export function useApplyInvoice() {
  const text = useText();
  const creation = useCreationKey();
  const { run, running } = useMutation(async (body: ApplyBody): Promise<ApplyOutcome> => {
    try {
      const application = await applyForInvoice(body, {
        skipErrorToast: true,
        idempotencyKey: creation.current(body),
      });
      creation.done();
      return { kind: 'applied', application };
    } catch (error) {
      if (isAuthFailure(error)) return { kind: 'signedOut' };
      return toFormFailure(error, APPLY_FIELDS, text);
    }
  });
  return { apply: run, applying: running };
}
