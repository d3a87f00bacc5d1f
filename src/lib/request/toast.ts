import { MESSAGE_DURATION_S, NOTIFICATION_DURATION_S } from '@/config/constants';
import type { MessageId } from '@/locales/message-id';

import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

type MessageValues = Record<string, string | number>;

/** antd's App-context toasts and react-intl's formatter, bound by `<FeedbackBridge />`. */
export interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
  formatMessage: (id: MessageId, values?: MessageValues) => string;
}

/** A text as it is, or a message id to format in the current locale. */
export type ToastText = string | { id: MessageId; values?: MessageValues };

export type ToastType = 'success' | 'info' | 'warning' | 'error';

const LOADING_KEY = 'request-loading';

let feedback: Feedback | undefined;
let loadingCount = 0;

/** Binds the toasts; returns the unbind function. Until bound, toasts are dropped. */
export function bindFeedback(next: Feedback): () => void {
  feedback = next;
  return () => {
    if (feedback === next) feedback = undefined;
  };
}

function resolve(bound: Feedback, text: ToastText): string {
  return typeof text === 'string' ? text : bound.formatMessage(text.id, text.values);
}

/**
 * A message toast (3 s). The text is its key, so the same message replaces the one on screen
 * instead of stacking.
 */
export function toastMessage(type: ToastType, text: ToastText): void {
  if (!feedback) return;
  const content = resolve(feedback, text);
  feedback.message.open({ type, content, key: content, duration: MESSAGE_DURATION_S });
}

export function toastError(text: ToastText): void {
  toastMessage('error', text);
}

/** A notification (4.5 s), keyed by its title like the message toasts. */
export function notify(type: ToastType, title: ToastText, description?: ToastText): void {
  if (!feedback) return;
  const titleText = resolve(feedback, title);
  feedback.notification.open({
    type,
    key: titleText,
    title: titleText,
    description: description === undefined ? undefined : resolve(feedback, description),
    duration: NOTIFICATION_DURATION_S,
  });
}

/**
 * Shows the loading toast; returns the function that dismisses it (idempotent). Calls that load
 * at the same time share one toast, dismissed when the last of them settles.
 */
export function startLoading(): () => void {
  loadingCount += 1;
  if (loadingCount === 1 && feedback) {
    feedback.message.open({
      type: 'loading',
      content: feedback.formatMessage('request.loading'),
      key: LOADING_KEY,
      duration: 0,
    });
  }
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    loadingCount -= 1;
    if (loadingCount === 0) feedback?.message.destroy(LOADING_KEY);
  };
}
