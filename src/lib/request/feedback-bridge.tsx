import { App } from 'antd';
import { useEffect } from 'react';

import { MESSAGE_PRELOAD_DELAY_MS } from '@/config/constants';
import { preloadMessage } from '@/lib/antd-lazy/use-message';
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
  // The toasts' code loads with the first toast; once the page has settled it loads ahead, so that
  // a toast saying the network is gone does not wait for code it cannot fetch. A failed load is
  // tried again by the first toast.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      preloadMessage().catch(() => undefined);
    }, MESSAGE_PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
