import {
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@/contract/notification/types';
import type { FormFailure } from '@/utils/form-failure';

/** The preferences as the form holds them: quiet hours behind a switch, every kind's channels. */
export interface PreferenceFormValues {
  channels: Record<NotificationKind, NotificationChannel[]>;
  quiet: boolean;
  quietHours: { start: string; end: string };
  language: NotificationPreferences['language'];
}

/** The quiet hours a member who switches them on starts from. */
const DEFAULT_QUIET = { start: '22:00', end: '08:00' };

/** "HH:mm", 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The fields a refusal (4000) may name, as the server names them. */
export const PREFERENCE_FIELDS = [
  'language',
  'quietHours',
  'quietHours.start',
  'quietHours.end',
  ...NOTIFICATION_KINDS.map((kind) => `channels.${kind}` as const),
] as const;

export function toPreferenceFormValues(saved: NotificationPreferences): PreferenceFormValues {
  const channels = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, [...(saved.channels[kind] ?? [])]]),
  ) as Record<NotificationKind, NotificationChannel[]>;
  return {
    channels,
    quiet: saved.quietHours !== undefined,
    quietHours: saved.quietHours ?? DEFAULT_QUIET,
    language: saved.language,
  };
}

/** What is saved: every kind with a channel on (a kind not named has none), quiet hours when on. */
export function toPreferences(values: PreferenceFormValues): NotificationPreferences {
  const channels: NotificationPreferences['channels'] = {};
  for (const kind of NOTIFICATION_KINDS) {
    const chosen = values.channels[kind] ?? [];
    if (chosen.length > 0) channels[kind] = [...chosen];
  }
  return {
    channels,
    ...(values.quiet && { quietHours: { ...values.quietHours } }),
    language: values.language,
  };
}

/** A refusal of the quiet hours as a whole (an empty span) is shown at their start. */
export function placeFailure<F extends FormFailure<string>>(failure: F): F {
  return failure.kind === 'field' && failure.field === 'quietHours'
    ? { ...failure, field: 'quietHours.start' }
    : failure;
}
