import { useCallback } from 'react';

import { chinaToday } from '@/contract/common/calendar';
import {
  TEMPLATE_CHECKS,
  type TemplateField,
  type TemplateValues,
} from '@/contract/coupon/template-rules';
import { useText } from '@/lib/i18n/use-text';

import { toTemplateValues, type TemplateFormValues } from '../utils/template-form';
import { templateProblemText } from '../utils/template-problem';

import type { FormRule } from 'antd';

/**
 * The antd rule of each form field: the shared check of that field (the one the server runs) over
 * the whole form, with the message naming the field. `taken` is what the template has issued or on
 * unpaid orders, and of that `onOrder` on unpaid pack orders (0 for a new one), against the
 * `saved` template: once any is taken the total only grows; while a pack order is unpaid the
 * price stays.
 */
export function useTemplateRules({ taken, onOrder, saved }: TemplateRuleContext) {
  const text = useText();
  return useCallback(
    (field: TemplateField): FormRule[] => [
      ({ getFieldsValue }) => ({
        validator: () => {
          const values = toTemplateValues(getFieldsValue(true) as TemplateFormValues);
          const problem = TEMPLATE_CHECKS[field](values, {
            today: chinaToday(),
            claimed: taken,
            onOrder,
            ...(saved ? { saved } : {}),
          });
          return problem
            ? Promise.reject(new Error(templateProblemText(problem, text)))
            : Promise.resolve();
        },
      }),
    ],
    [taken, onOrder, saved, text],
  );
}

export interface TemplateRuleContext {
  taken: number;
  onOrder: number;
  saved: TemplateValues | undefined;
}
