import { useCallback } from 'react';

import { useText } from '@/lib/i18n/use-text';

import { describeError } from './failure';

/** What a failed call's error says, in the current locale (see describeError). */
export function useDescribeError(): (error: unknown) => string {
  const text = useText();
  return useCallback((error: unknown) => describeError(error, text), [text]);
}
