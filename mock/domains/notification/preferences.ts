import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  type QuietHours,
} from '@/contract/notification/types';

import { choice, isRejection, oneOf, type Input } from '../../core/input';
import { accept, invalid, type RuleResult } from '../../core/result';
import { minutesOf } from './quiet-hours';

import type { Db } from '../../core/schema';

export const NOTIFICATION_LANGUAGES = ['zh-CN', 'en-US'] as const;

/** Until a member saves its own: in-site only (no e-mail, no SMS), no quiet hours, in Chinese. */
export const DEFAULT_PREFERENCES: NotificationPreferences = { channels: {}, language: 'zh-CN' };

/** The member's preferences, or the defaults. */
export function preferencesOf(db: Db, memberId: string): NotificationPreferences {
  const row = db.notificationPreferences[memberId];
  if (!row) return { ...DEFAULT_PREFERENCES, channels: {} };
  const { memberId: _member, updatedAt: _updated, ...preferences } = row;
  return preferences;
}

function isRecord(value: unknown): value is Input {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Per kind, its channels in the contract's order; a kind with none is left out. */
function parseChannels(value: unknown): RuleResult<NotificationPreferences['channels']> {
  if (value === undefined || value === null) return invalid('channels', 'field.required');
  if (!isRecord(value)) return invalid('channels');
  const channels: NotificationPreferences['channels'] = {};
  for (const [kind, chosen] of Object.entries(value)) {
    if (!oneOf<NotificationKind>(kind, NOTIFICATION_KINDS)) return invalid(`channels.${kind}`);
    if (!Array.isArray(chosen) || !chosen.every((c) => oneOf(c, NOTIFICATION_CHANNELS))) {
      return invalid(`channels.${kind}`);
    }
    const on = NOTIFICATION_CHANNELS.filter((c: NotificationChannel) => chosen.includes(c));
    if (on.length > 0) channels[kind] = on;
  }
  return accept(channels);
}

/** Both "HH:mm" times or neither (absent or null); equal times would hold nothing. */
function parseQuietHours(value: unknown): RuleResult<QuietHours | undefined> {
  if (value === undefined || value === null) return accept(undefined);
  if (!isRecord(value)) return invalid('quietHours');
  for (const field of ['start', 'end'] as const) {
    const time = value[field];
    if (time === undefined || time === null || time === '') {
      return invalid(`quietHours.${field}`, 'field.required');
    }
    if (minutesOf(time) === undefined) return invalid(`quietHours.${field}`);
  }
  const { start, end } = value as unknown as QuietHours;
  if (start === end) return invalid('quietHours.end', 'notification.quietHoursEmpty');
  return accept({ start, end });
}

/** Saves the member's preferences whole; the first refused field gives a 4000 naming it. */
export function savePreferences(
  db: Db,
  memberId: string,
  body: Input,
  now: number,
): RuleResult<NotificationPreferences> {
  const channels = parseChannels(body.channels);
  if (!channels.ok) return channels;
  const quietHours = parseQuietHours(body.quietHours);
  if (!quietHours.ok) return quietHours;
  const language = choice(body, 'language', NOTIFICATION_LANGUAGES);
  if (isRejection(language)) return language;
  const preferences: NotificationPreferences = {
    channels: channels.value,
    ...(quietHours.value ? { quietHours: quietHours.value } : {}),
    language,
  };
  db.notificationPreferences[memberId] = { ...preferences, memberId, updatedAt: now };
  return accept(preferences);
}
