import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/zh-cn';
import { useIntl } from 'react-intl';

import type { AppLocale } from '@/config/constants';

import { markDayjsInUse } from './catalogue';
import { toSupportedLocale } from './locale';

/** dayjs's name of each app language. */
const DAYJS_LOCALES: Record<AppLocale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'ar-EG': 'ar' };

/** Puts dayjs (week start, month and day names) in `locale`, and keeps it following later switches. */
export function applyDayjsLocale(locale: string): void {
  markDayjsInUse();
  const wanted = DAYJS_LOCALES[toSupportedLocale(locale) ?? 'en-US'];
  if (dayjs.locale() !== wanted) dayjs.locale(wanted);
}

/**
 * For components that render antd date pickers: dayjs is loaded with them (not on a first visit)
 * and speaks the page's language before the pickers render.
 */
export function useDayjsLocale(): void {
  applyDayjsLocale(useIntl().locale);
}
