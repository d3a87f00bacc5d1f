import { TITLE_FIELDS, type TitleField } from '@/contract/invoice/title-rules';
import type { InvoiceTitle, TitleInput } from '@/contract/invoice/types';
import { useMutation } from '@/hooks/use-mutation';
import { useText } from '@/lib/i18n/use-text';
import { isAuthFailure } from '@/lib/request';
import { toFormFailure, type FormFailure } from '@/utils/form-failure';

import { saveInvoiceTitle } from '../api';

export type TitleSaveOutcome =
  | { kind: 'saved'; title: InvoiceTitle }
  /** 4098: the request module is already sending the member to login. */
  | { kind: 'signedOut' }
  | FormFailure<TitleField>;

/** Adds or edits a title, one call at a time, and says how it went (no toast). */
export function useTitleSave() {
  const text = useText();
  const { run, running } = useMutation(
    async (input: TitleInput, id?: string): Promise<TitleSaveOutcome> => {
      try {
        const title = await saveInvoiceTitle(
          { ...input, ...(id ? { id } : {}) },
          { skipErrorToast: true },
        );
        return { kind: 'saved', title };
      } catch (error) {
        if (isAuthFailure(error)) return { kind: 'signedOut' };
        return toFormFailure(error, TITLE_FIELDS, text);
      }
    },
  );
  return { save: run, saving: running };
}
