import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';

import { useText } from '@/lib/i18n/use-text';

import type { InputProps, SelectProps } from 'antd';

/**
 * A Select's `allowClear` with its button named in the page's language (rc-select names it
 * 'Clear' in English otherwise) and antd's own icon; anything else given is kept.
 */
export function useAllowClear(allowClear: SelectProps['allowClear']): SelectProps['allowClear'] {
  const label = useText()('common.clear');
  if (!allowClear) return allowClear;
  // rc-select reads `label` for the button's name; antd's type does not list it.
  const config = { clearIcon: <CloseCircleFilled />, label };
  return (allowClear === true ? config : { ...config, ...allowClear }) as SelectProps['allowClear'];
}

/** The name of a Select's clear button, for the facade that draws it before the Select loads. */
export function useClearLabel(): string {
  return useText()('common.clear');
}

/**
 * An Input's `allowClear`: rc-input's clear button holds only its icon, and icons are decorative
 * (src/lib/decorative-icons.ts) unless named, so the icon carries the button's name. Every clearable
 * Input takes this (a lint rule refuses a bare `allowClear` on an Input).
 */
export function useInputClear(): InputProps['allowClear'] {
  return { clearIcon: <CloseCircleFilled aria-label={useText()('common.clear')} /> };
}
