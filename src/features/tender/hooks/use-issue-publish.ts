import { useRef, useState } from 'react';

import type { TenderBody, TenderDetail } from '@/contract/tender/types';
import { BizCode, fieldOf, isAuthFailure, isBizError } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';

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

/** Publishes a tender once at a time (a double click sends one request) and says how it went. */
export function useIssuePublish() {
  const describe = useDescribeError();
  const [publishing, setPublishing] = useState(false);
  const busy = useRef(false);

  const publish = async (body: TenderBody): Promise<IssueOutcome | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPublishing(true);
    try {
      const tender = await createTender(body, { skipErrorToast: true });
      return { kind: 'published', tender };
    } catch (error) {
      if (isAuthFailure(error)) return { kind: 'signedOut' };
      const message = describe(error);
      const field = fieldOf(error);
      const top = field?.split('.')[0];
      if (field && (ISSUE_FIELDS as readonly string[]).includes(top ?? '')) {
        return { kind: 'field', field, message };
      }
      return { kind: 'form', message, uncertified: isBizError(error, BizCode.forbidden) };
    } finally {
      busy.current = false;
      setPublishing(false);
    }
  };

  return { publish, publishing };
}
