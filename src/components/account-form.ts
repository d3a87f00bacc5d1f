import type { FormProps } from 'antd';

/**
 * How an account form is laid out (log in by password or SMS, bind WeChat, register, reset the
 * password): large fields under their labels, and no required marks, since each of its fields must
 * be answered.
 */
export const ACCOUNT_FORM_LAYOUT = {
  layout: 'vertical',
  size: 'large',
  requiredMark: false,
} as const satisfies FormProps;
