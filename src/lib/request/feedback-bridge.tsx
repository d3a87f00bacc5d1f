import { App } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

import { bindFeedback } from './toast';

/**
 * Lets the request client toast through antd's App context in the current locale. Render it once,
 * inside antd `<App>` and react-intl's provider.
 */
export function FeedbackBridge() {
  const { message, notification } = App.useApp();
  const intl = useIntl();
  useEffect(
    () =>
      bindFeedback({
        message,
        notification,
        formatMessage: (id, values) => intl.formatMessage({ id }, values),
      }),
    [message, notification, intl],
  );
  return null;
}
