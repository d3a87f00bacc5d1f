import { useState } from 'react';

import type { MemberInfo, UpdateMemberInfoBody } from '@/contract/member/types';
import { useText } from '@/lib/i18n/use-text';
import { showAtField, toFormFailure } from '@/utils/form-failure';

import { updateMemberInfo } from '../api';

import type { FormInstance } from 'antd';

/** What the save needs of the form's draft (`useMemberFormDraft`). */
interface KeptDraft {
  flush: () => void;
  changed: () => void;
}

/**
 * Sends the member's details from a form that keeps a draft (the profile, the certification). The
 * draft is written out first, so a reload meanwhile loses nothing; `saved` runs with what the server
 * now holds (it clears the draft). A refusal, or a failure in `saved`, shows next to the field the
 * server names, anything else above the form (`formError`) until the next change (`changed`, the
 * form's onValuesChange, which also keeps the draft).
 */
export function useDetailsSave<F extends string>(
  form: FormInstance,
  draft: KeptDraft,
  fields: readonly F[],
) {
  const text = useText();
  const [formError, setFormError] = useState<string>();

  const saveDetails = async (body: UpdateMemberInfoBody, saved: (info: MemberInfo) => unknown) => {
    setFormError(undefined);
    draft.flush();
    try {
      await saved(await updateMemberInfo(body));
    } catch (error) {
      const failure = toFormFailure(error, fields, text);
      if (!showAtField(form, failure)) setFormError(failure.message);
    }
  };

  const changed = () => {
    setFormError(undefined);
    draft.changed();
  };

  return { formError, saveDetails, changed };
}
