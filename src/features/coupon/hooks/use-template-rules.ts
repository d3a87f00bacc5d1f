import { useCallback } from 'react';

import { chinaToday } from '@/contract/common/calendar';
import { TEMPLATE_CHECKS, type TemplateField } from '@/contract/coupon/template-rules';
import { useText } from '@/lib/i18n/use-text';

import { toTemplateValues, type TemplateFormValues } from '../utils/template-form';
import { templateProblemText } from '../utils/template-problem';

import type { FormRule } from 'antd';

/**
 * The antd rule of each form field: the shared check of that field (the one the server runs) over
 * the whole form, with the message naming the field. `claimed` is what the template has issued or
 * on unpaid orders (0 for a new one): the total quantity may not drop below it.
 */
export function useTemplateRules(claimed: number) {
  const text = useText();
  return useCallback(
    (field: TemplateField): FormRule[] => [
      ({ getFieldsValue }) => ({
        validator: () => {
          const values = toTemplateValues(getFieldsValue(true) as TemplateFormValues);
          const problem = TEMPLATE_CHECKS[field](values, { today: chinaToday(), claimed });
          return problem
            ? Promise.reject(new Error(templateProblemText(problem, text)))
            : Promise.resolve();
        },
      }),
    ],
    [claimed, text],
  );
}
