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
