/** The app's catalogues for e2e specs, and patterns built from their messages. */
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { createIntl } from 'react-intl';

import { isolateArguments } from '../../src/lib/i18n/isolate-arguments';
import { formattingLocale } from '../../src/lib/i18n/locale';
import { arEG, enUS, zhCN } from '../utils/catalogues';

/**
 * Arabic as the app shows it: each value isolated from the words around it (isolate-arguments.ts),
 * so that a pattern or a worded message matches the page's text.
 */
const arEGShown = Object.fromEntries(
  Object.entries(arEG).map(([id, message]) => [id, printAST(isolateArguments(message))]),
) as typeof arEG;

export const catalogues = { 'zh-CN': zhCN, 'en-US': enUS, 'ar-EG': arEGShown } as const;
export type Texts = Record<keyof (typeof catalogues)['zh-CN'], string>;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exactly `text`. */
export const exact = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/** The words of `message` between its arguments, a plural's or a select's branches included. */
function wordsBetweenArguments(message: string): string[] {
  const words = [''];
  let depth = 0;
  for (const char of message) {
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) words.push('');
    } else if (depth === 0) words[words.length - 1] += char;
  }
  return words;
}

/** A message with `{placeholders}` as a pattern: each placeholder (a plural too) matches anything. */
export const pattern = (message: string) =>
  new RegExp(wordsBetweenArguments(message).map(escapeRegExp).join('.*'));

/** A message with `{placeholders}` as a pattern: the text before the first one. */
export const before = (message: string) =>
  new RegExp(`^${escapeRegExp(message.split('{')[0] ?? message)}`);

/** A message with its `{placeholders}` filled in (plain arguments only: no plural or select). */
export const formatted = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );

/** A message as the app words it in `locale`, plurals and selects included. */
export const worded = (
  locale: keyof typeof catalogues,
  id: keyof Texts,
  values: Record<string, string | number>,
) =>
  createIntl({ locale: formattingLocale(locale), messages: catalogues[locale] }).formatMessage(
    { id },
    values,
  );
