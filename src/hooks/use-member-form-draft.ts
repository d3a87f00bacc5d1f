import { useState } from 'react';

import { everyField, restoreOver } from '@/lib/drafts/field-shape';
import { draftStore, type ShapeDraftSpec } from '@/lib/drafts/form-draft';
import { toastMessage } from '@/lib/request';
import { useSession } from '@/lib/session';

import { useFormDraft } from './use-form-draft';

import type { FormInstance } from 'antd';

/**
 * The signed-in member's draft of an antd form: `initialValues` is the form's `baseline` with a
 * restored draft over it; `changed` (the form's onValuesChange) keeps the draft; `discard` puts the
 * form back to the baseline; `clear` after a save. Forms on members-only pages only.
 */
export function useMemberFormDraft<Values>(
  spec: ShapeDraftSpec,
  subject: string | undefined,
  baseline: Values,
  form: FormInstance<Values>,
) {
  const memberId = useSession().member?.id ?? '';
  const draft = useFormDraft(
    spec,
    subject === undefined ? { memberId } : { memberId, subject },
    baseline,
  );
  const [initialValues] = useState(() =>
    draft.restored ? restoreOver(spec.shape, baseline, draft.restored.values) : baseline,
  );
  return {
    initialValues,
    restored: draft.restored,
    flush: draft.flush,
    clear: draft.clear,
    changed: () => draft.schedule(form.getFieldsValue(true)),
    discard: () => {
      draft.clear();
      form.setFields(everyField(spec.shape, baseline) as Parameters<typeof form.setFields>[0]);
      toastMessage('info', { id: 'common.draft.discarded' });
    },
  };
}

/** A draft written this recently is work interrupted (a reload, an expired session): resume it. */
export const DRAFT_RESUME_WITHIN_MS = 30 * 60_000;

/**
 * Whether the member has a new-item draft of `spec` written within `DRAFT_RESUME_WITHIN_MS`: a page
 * whose form opens on demand (a drawer) opens it by itself on arrival. Read once, at mount.
 */
export function useResumableDraft(spec: ShapeDraftSpec, baseline: () => unknown): boolean {
  const memberId = useSession().member?.id ?? '';
  const [resumable] = useState(() => {
    const draft = draftStore(spec).load({ memberId }, baseline());
    return draft !== undefined && Date.now() - draft.savedAt < DRAFT_RESUME_WITHIN_MS;
  });
  return resumable;
}
