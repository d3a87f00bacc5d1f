import { useRef, useState } from 'react';

import type { ListingBody, ListingDetail } from '@/contract/market/types';
import { useText } from '@/lib/i18n/use-text';
import { describeError, fieldOf, isAuthFailure } from '@/lib/request';

import { createListing, updateListing } from '../api';
import { LISTING_FORM_FIELDS } from '../utils/listing-form';

export type SaveOutcome =
  | { kind: 'saved'; listing: ListingDetail }
  /** 4098: the request module is already sending the user to login. */
  | { kind: 'signedOut' }
  /** A 4000 naming a field of the form (`prices.0.amount`). */
  | { kind: 'field'; field: string; message: string }
  /** Anything else: shown above the form. */
  | { kind: 'form'; message: string };

/** Publishes or saves a listing once at a time and says how it went (no toast on failure). */
export function useListingSave() {
  const text = useText();
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  const save = async (body: ListingBody, id?: string): Promise<SaveOutcome | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setSaving(true);
    try {
      const listing = id
        ? await updateListing({ ...body, id }, { skipErrorToast: true })
        : await createListing(body, { skipErrorToast: true });
      return { kind: 'saved', listing };
    } catch (error) {
      if (isAuthFailure(error)) return { kind: 'signedOut' };
      const message = describeError(error, text);
      const field = fieldOf(error);
      const top = field?.split('.')[0] ?? '';
      if (field && (LISTING_FORM_FIELDS as readonly string[]).includes(top)) {
        return { kind: 'field', field, message };
      }
      return { kind: 'form', message };
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return { save, saving };
}
