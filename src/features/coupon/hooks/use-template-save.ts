import { TEMPLATE_FIELDS, type TemplateField } from '@/contract/coupon/template-rules';
import type { CouponTemplate, TemplateInput } from '@/contract/coupon/types';
import { useCreationKey } from '@/hooks/use-creation-key';
import { useMutation } from '@/hooks/use-mutation';
import { useText } from '@/lib/i18n/use-text';
import { isAuthFailure } from '@/lib/request';
import { toFormFailure, type FormFailure } from '@/utils/form-failure';

import { saveTemplate } from '../api';

export type TemplateSaveOutcome =
  | { kind: 'saved'; template: CouponTemplate }
  /** 4098: the request module is already sending the member to login. */
  | { kind: 'signedOut' }
  /** A 4000 naming a field of the form, or anything else above the form. */
  | FormFailure<TemplateField>;

/**
 * Creates a draft or saves an edit, one call at a time, and says how it went (no toast); a draft
 * created again after a time-out is one template. `clearDraft` runs on success even when the member
 * has left the page meanwhile (the saved form's draft is not offered again); the outcome then goes
 * nowhere (see `useMutation`).
 */
export function useTemplateSave() {
  const text = useText();
  const creation = useCreationKey();
  const { run, running } = useMutation(
    async (
      input: TemplateInput,
      id: string | undefined,
      clearDraft: () => void,
    ): Promise<TemplateSaveOutcome> => {
      try {
        const template = await saveTemplate(
          { ...input, ...(id ? { id } : {}) },
          { skipErrorToast: true, ...(id ? {} : { idempotencyKey: creation.current(input) }) },
        );
        if (!id) creation.done();
        clearDraft();
        return { kind: 'saved', template };
      } catch (error) {
        if (isAuthFailure(error)) return { kind: 'signedOut' };
        return toFormFailure(error, TEMPLATE_FIELDS, text);
      }
    },
  );
  return { save: run, saving: running };
}
