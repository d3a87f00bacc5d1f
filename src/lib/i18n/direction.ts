// Relative imports only: the build reads this file to write the first screen's direction.
import { RTL_LANGUAGE_PREFIXES } from '../../config/constants';

/** Whether a locale is written right to left (Hebrew, Arabic, Persian, Kurdish). */
export function isRtl(locale: string): boolean {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  return (RTL_LANGUAGE_PREFIXES as readonly string[]).includes(language);
}

/** The document direction for a locale. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}

/** FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: the text between takes its own direction. */
export const FSI = '\u2068';
export const PDI = '\u2069';

/** `text` isolated from the line around it, in its own direction. */
export function isolated(text: string): string {
  return `${FSI}${text}${PDI}`;
}

/**
 * The one way to write a run the catalogue did not write (a name, a number, a masked phone, an
 * e-mail, a code, money with its currency, a date) into a line of a right-to-left page, as text:
 * isolated, so that it reads in its own order (`138****0001` stays so, `Co., Ltd.` keeps its full
 * stop at its end). A left-to-right page gets the text unchanged. In JSX the same is `<bdi>`.
 */
export function isolatedIn(locale: string, text: string): string {
  return isRtl(locale) ? isolated(text) : text;
}
