import { useCallback } from 'react';

import {
  titleProblems,
  type TitleContext,
  type TitleField,
  type TitleValues,
} from '@/contract/invoice/title-rules';
import { useText } from '@/lib/i18n/use-text';

import { titleProblemText } from '../utils/title-problem';

import type { FormRule } from 'antd';

/**
 * The antd rule of each title field: the shared check the server runs, over the whole form, so a
 * special title is checked against the certified enterprise as it is typed.
 */
export function useTitleRules(context: TitleContext) {
  const text = useText();
  return useCallback(
    (field: TitleField): FormRule[] => [
      ({ getFieldsValue }) => ({
        validator: () => {
          const values = getFieldsValue(true) as TitleValues;
          const problem = titleProblems(values, context).find((item) => item.field === field);
          return problem
            ? Promise.reject(new Error(titleProblemText(problem, text, context.certified?.name)))
            : Promise.resolve();
        },
      }),
    ],
    [context, text],
  );
}
