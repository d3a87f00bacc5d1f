import type { NotificationParams } from '@/contract/notification/types';

import { parseIsoInstant } from '../../core/time';
import { NOTIFICATION_CODE_WORDS, NOTIFICATION_TEXTS } from './messages';

import type { Lang } from '../../core/messages';
import type { NotificationRow, RaisedParams } from './schema';

/** The params in the reader's language: a value worded in both gives the reader's. */
export function paramsIn(params: RaisedParams, lang: Lang): NotificationParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value[lang],
    ]),
  );
}

/** "2026-01-15 17:00": a deadline as a message reads it, in China time like the stored ISO. */
function clockText(iso: string): string {
  return parseIsoInstant(iso) === undefined ? iso : iso.slice(0, 16).replace('T', ' ');
}

/** A code's word in `lang` (the code itself when the table does not know it). */
function codeWord(
  table: keyof typeof NOTIFICATION_CODE_WORDS,
  code: string | undefined,
  lang: Lang,
): string | undefined {
  return code === undefined ? undefined : (NOTIFICATION_CODE_WORDS[table][code]?.[lang] ?? code);
}

/** What an e-mail or SMS of `row` says in `lang`. */
export function notificationText(row: NotificationRow, lang: Lang): string {
  const params = paramsIn(row.params, lang);
  const values: Record<string, string | undefined> = {
    ...params,
    money: params.amount ? `${params.currency ?? 'CNY'} ${params.amount}` : undefined,
    deadline: params.deadline ? clockText(params.deadline) : undefined,
    milestone: codeWord('milestone', params.milestone, lang),
    document: codeWord('document', params.document, lang),
  };
  return NOTIFICATION_TEXTS[row.kind][lang].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}
