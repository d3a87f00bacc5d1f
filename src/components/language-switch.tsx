import { CheckOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type AppLocale } from '@/config/constants';
import { directionOf } from '@/lib/i18n/direction';
import { setLocale, toSupportedLocale } from '@/lib/i18n/locale';
import type { MessageId } from '@/locales/message-id';
import { focusWasLost } from '@/utils/focus';

/** Each language is named in itself, so every catalogue holds the same names. */
const languageNames: Record<AppLocale, { name: MessageId; short: MessageId }> = {
  'zh-CN': { name: 'layout.language.name.zhCN', short: 'layout.language.short.zhCN' },
  'en-US': { name: 'layout.language.name.enUS', short: 'layout.language.short.enUS' },
  'ar-EG': { name: 'layout.language.name.arEG', short: 'layout.language.short.arEG' },
};

/** The menu's own class, to tell whether the focus is in it. */
const MENU_CLASS = 'language-menu';

/**
 * The language menu: the button names the current language, its menu lists every language in
 * itself, the current one checked; picking one switches in place (no reload).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The menu's items go when it closes (Escape, a pick, a click outside): a focus they had goes
  // back to the button, where the member was. After the key's events: an Enter that picked would
  // otherwise press the button too, and open the menu again.
  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    window.setTimeout(() => {
      const active = document.activeElement;
      if (focusWasLost() || active?.closest(`.${MENU_CLASS}`)) button.current?.focus();
    });
  };
  // The language shown (during a switch, until the new texts have loaded, the old one).
  const current = toSupportedLocale(intl.locale) ?? DEFAULT_LOCALE;
  const name = intl.formatMessage({ id: languageNames[current].name });
  const items: MenuProps['items'] = SUPPORTED_LOCALES.map((locale) => ({
    key: locale,
    label: (
      <span lang={locale} dir={directionOf(locale)}>
        {intl.formatMessage({ id: languageNames[locale].name })}
      </span>
    ),
    extra: locale === current ? <CheckOutlined aria-hidden /> : undefined,
  }));

  return (
    <Dropdown
      trigger={['click']}
      // A menu button puts the focus on its menu when it opens (arrows move, Escape closes and
      // gives the focus back to the button): the WAI-ARIA menu button pattern.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      rootClassName={MENU_CLASS}
      open={open}
      onOpenChange={openChange}
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        // A pick closes the menu, by Enter as by pointer (a selectable menu stays open by itself).
        onClick: ({ key }) => {
          openChange(false);
          if (key !== current) setLocale(key as AppLocale, { reload: false });
        },
      }}
    >
      <Button
        ref={button}
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
