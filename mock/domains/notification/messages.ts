/** Notifications: the calls' reply messages, their fields' names, and the texts e-mails and SMS carry. */
import type { NotificationKind } from '@/contract/notification/types';

import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const notificationMessages = texts.notificationMessages satisfies Record<string, Text>;

export const notificationFieldLabels: Record<string, Text> = texts.notificationFieldLabels;

/** Per kind, what an e-mail or SMS says; `{name}` is a param, `{money}` the amount with its currency. */
export const NOTIFICATION_TEXTS: Record<NotificationKind, Text> = texts.notificationTexts;

/**
 * The words of the codes a notification carries (a shipment's milestone, a document's kind), for
 * e-mails and SMS: the API sends the code itself, which the app words in the reader's language.
 */
export const NOTIFICATION_CODE_WORDS: Record<
  'milestone' | 'document',
  Record<string, Text>
> = texts.notificationCodeWords;
