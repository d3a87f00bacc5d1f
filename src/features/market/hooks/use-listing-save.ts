import type { ListingBody, ListingDetail } from '@/contract/market/types';
import { useCreationKey } from '@/hooks/use-creation-key';
import { useMutation } from '@/hooks/use-mutation';
import { useText } from '@/lib/i18n/use-text';
import { isAuthFailure } from '@/lib/request';
import { toFormFailure, type FormFailure } from '@/utils/form-failure';

import { createListing, updateListing } from '../api';
import { LISTING_FORM_FIELDS } from '../utils/listing-form';

export type SaveOutcome =
  | { kind: 'saved'; listing: ListingDetail }
  /** 4098: the request module is already sending the user to login. */
  | { kind: 'signedOut' }
  /** A 4000 naming a field of the form (`prices.0.amount`), or anything else above the form. */
  | FormFailure<string>;

/**
 * Publishes or saves a listing once at a time and says how it went (no toast on failure); a
 * publication retried after a time-out is one listing. `clearDraft` runs on success even when the
 * member has left the page meanwhile (the saved form's draft is not offered again); the outcome
 * then goes nowhere (see `useMutation`).
 */
export function useListingSave() {
  const text = useText();
  const creation = useCreationKey();
  const { run, running } = useMutation(
    async (
      body: ListingBody,
      id: string | undefined,
      clearDraft: () => void,
    ): Promise<SaveOutcome> => {
      try {
        const listing = id
          ? await updateListing({ ...body, id }, { skipErrorToast: true })
          : await createListing(body, {
              skipErrorToast: true,
              idempotencyKey: creation.current(body),
            });
        if (!id) creation.done();
        clearDraft();
        return { kind: 'saved', listing };
      } catch (error) {
        if (isAuthFailure(error)) return { kind: 'signedOut' };
        return toFormFailure<string>(error, LISTING_FORM_FIELDS, text, 'top');
      }
    },
  );
  return { save: run, saving: running };
}
