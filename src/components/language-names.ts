import type { AppLocale } from '@/config/constants';
import type { MessageId } from '@/locales/message-id';

/** Each language is named in itself, so every catalogue holds the same names. */
export const languageNames: Record<AppLocale, { name: MessageId; short: MessageId }> = {
  'zh-CN': { name: 'layout.language.name.zhCN', short: 'layout.language.short.zhCN' },
  'en-US': { name: 'layout.language.name.enUS', short: 'layout.language.short.enUS' },
  'ar-EG': { name: 'layout.language.name.arEG', short: 'layout.language.short.arEG' },
};

/** The language menu's own class, to tell whether the focus is in it. */
export const LANGUAGE_MENU_CLASS = 'language-menu';
