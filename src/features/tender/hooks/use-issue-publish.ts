import type { TenderBody, TenderDetail } from '@/contract/tender/types';
import { useCreationKey } from '@/hooks/use-creation-key';
import { useMutation } from '@/hooks/use-mutation';
import { useText } from '@/lib/i18n/use-text';
import { BizCode, isAuthFailure, isBizError } from '@/lib/request';
import { toFormFailure } from '@/utils/form-failure';

import { createTender } from '../api';
import { ISSUE_FIELDS } from '../utils/issue-form';

export type IssueOutcome =
  | { kind: 'published'; tender: TenderDetail }
  /** 4098: the request module is already sending the user to login (the draft is kept). */
  | { kind: 'signedOut' }
  /** 4000 naming a field of the form (`containers.0.quantity`). */
  | { kind: 'field'; field: string; message: string }
  /** Anything else: shown above the form; `uncertified` for a 4003 (certification needed). */
  | { kind: 'form'; message: string; uncertified: boolean };

/**
 * Publishes a tender once at a time (a double click sends one request; a retry after a time-out
 * is the same creation to the server) and says how it went. `onPublished` runs on success even
 * when the member has left the page meanwhile (it removes the form's draft, so a published tender
 * is not offered again); the outcome then goes nowhere (see `useMutation`).
 */
export function useIssuePublish(onPublished: () => void) {
  const text = useText();
  const creation = useCreationKey();
  const { run, running } = useMutation(async (body: TenderBody): Promise<IssueOutcome> => {
    try {
      const tender = await createTender(body, {
        skipErrorToast: true,
        idempotencyKey: creation.current(body),
      });
      creation.done();
      onPublished();
      return { kind: 'published', tender };
    } catch (error) {
      if (isAuthFailure(error)) return { kind: 'signedOut' };
      const failure = toFormFailure<string>(error, ISSUE_FIELDS, text, 'top');
      return failure.kind === 'field'
        ? failure
        : { ...failure, uncertified: isBizError(error, BizCode.forbidden) };
    }
  });
  return { publish: run, publishing: running };
}
