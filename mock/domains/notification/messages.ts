/** Notifications: the calls' reply messages, their fields' names, and the texts e-mails and SMS carry. */
import type { NotificationKind } from '@/contract/notification/types';

import texts from './messages.json' with { type: 'json' };

import type { Text } from '../../core/text';

export const notificationMessages = texts.notificationMessages satisfies Record<string, Text>;

export const notificationFieldLabels: Record<string, Text> = texts.notificationFieldLabels;

/** Per kind, what an e-mail or SMS says; `{name}` is a param, `{money}` the amount with its currency. */
export const NOTIFICATION_TEXTS: Record<NotificationKind, Text> = texts.notificationTexts;
