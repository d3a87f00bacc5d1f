import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import type { MessageId } from '@/locales/message-id';

export type MessageValues = Record<string, string | number>;
/** A message of the current locale by id: what validators, rules and error texts are given. */
export type TextOf = (id: MessageId, values?: MessageValues) => string;

/** The one adapter from react-intl to a plain `(id, values) => text` function. */
export function useText(): TextOf {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
