import { CheckOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useIntl } from 'react-intl';

import { SUPPORTED_LOCALES, type AppLocale } from '@/config/constants';
import { directionOf } from '@/lib/i18n/direction';
import { setLocale } from '@/lib/i18n/locale';

import { LANGUAGE_MENU_CLASS, languageNames } from './language-names';

import type { ReactElement } from 'react';

export interface LanguageMenuProps {
  /** The language shown (during a switch, until the new texts have loaded, the old one). */
  current: AppLocale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu's button. */
  children: ReactElement;
}

/**
 * The language menu under its button, loaded with the first reach for the button (language-switch):
 * antd's Dropdown and Menu with their positioning and popup code are about 25 KB compressed, and no
 * first screen opens them. Each language is named in itself, the current one checked; picking one
 * switches in place (no reload).
 */
export function LanguageMenu({ current, open, onOpenChange, children }: LanguageMenuProps) {
  const intl = useIntl();
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
      rootClassName={LANGUAGE_MENU_CLASS}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        // A pick closes the menu, by Enter as by pointer (a selectable menu stays open by itself).
        onClick: ({ key }) => {
          onOpenChange(false);
          if (key !== current) setLocale(key as AppLocale, { reload: false });
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
