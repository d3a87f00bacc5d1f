import { MOBILE_PATTERN } from '@/contract/common/validators';

import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';

/** The mobile number field's rules: required, mainland format. */
export function mobileRules(intl: IntlShape): FormRule[] {
  return [
    {
      required: true,
      whitespace: true,
      message: intl.formatMessage({ id: 'forms.mobile.required' }),
    },
    {
      pattern: MOBILE_PATTERN,
      transform: (value: string) => value.trim(),
      message: intl.formatMessage({ id: 'forms.mobile.invalid' }),
    },
  ];
}
