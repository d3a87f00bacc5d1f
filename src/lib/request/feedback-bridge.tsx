import { App } from 'antd';
import { useEffect } from 'react';

import { useText } from '@/lib/i18n/use-text';

import { bindFeedback } from './toast';

/**
 * Lets the request client toast through antd's App context in the current locale. Render it once,
 * inside antd `<App>` and react-intl's provider.
 */
export function FeedbackBridge() {
  const { message, notification } = App.useApp();
  const text = useText();
  useEffect(
    () =>
      bindFeedback({
        message,
        notification,
        formatMessage: text,
      }),
    [message, notification, text],
  );
  return null;
}
