import { CheckOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useIntl } from 'react-intl';

import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type AppLocale } from '@/config/constants';
import { setLocale, toSupportedLocale } from '@/lib/i18n/locale';
import type { MessageId } from '@/locales/message-id';

/** Each language is named in itself, so every catalogue holds the same names. */
const languageNames: Record<AppLocale, { name: MessageId; short: MessageId }> = {
  'zh-CN': { name: 'layout.language.name.zhCN', short: 'layout.language.short.zhCN' },
  'en-US': { name: 'layout.language.name.enUS', short: 'layout.language.short.enUS' },
  'ar-EG': { name: 'layout.language.name.arEG', short: 'layout.language.short.arEG' },
};

/**
 * The language menu: the button names the current language, its menu lists every language in
 * itself, the current one checked; picking one switches in place (no reload).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  // The language shown (during a switch, until the new texts have loaded, the old one).
  const current = toSupportedLocale(intl.locale) ?? DEFAULT_LOCALE;
  const name = intl.formatMessage({ id: languageNames[current].name });
  const items: MenuProps['items'] = SUPPORTED_LOCALES.map((locale) => ({
    key: locale,
    label: <span lang={locale}>{intl.formatMessage({ id: languageNames[locale].name })}</span>,
    extra: locale === current ? <CheckOutlined aria-hidden /> : undefined,
  }));

  return (
    <Dropdown
      trigger={['click']}
      // A menu button puts the focus on its menu when it opens (arrows move, Escape closes and
      // gives the focus back to the button): the WAI-ARIA menu button pattern.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => {
          if (key !== current) setLocale(key as AppLocale, { reload: false });
        },
      }}
    >
      <Button
        type="text"
        className={className}
        icon={<TranslationOutlined aria-hidden />}
        aria-label={intl.formatMessage({ id: 'layout.language.menu' }, { language: name })}
      >
        <span className="language-switch__name">{name}</span>
        {/* Drawn by CSS from data-short: the name above is the button's name at every width, and a
            visible 'EN' that the name does not contain would fail WCAG 2.5.3 (label in name). */}
        <span
          className="language-switch__short"
          data-short={intl.formatMessage({ id: languageNames[current].short })}
          aria-hidden
        />
      </Button>
    </Dropdown>
  );
}
