import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { DEFAULT_LOCALE } from '@/config/constants';
import { toSupportedLocale } from '@/lib/i18n/locale';
import { chunkFailureText } from '@/lib/lazy-part/chunk-failure';
import { loadOnce } from '@/lib/lazy-part/load-once';
import { toastError } from '@/lib/request';
import { focusWasLost } from '@/utils/focus';

import { LANGUAGE_MENU_CLASS, languageNames } from './language-names';

/**
 * The menu (antd's Dropdown and Menu, with their positioning and popup code) loads when the member
 * first reaches for the button (pointer over it, focus, a press): every page's header has the
 * button, and no first screen opens the menu.
 */
const menu = loadOnce(() => import('./language-menu').then((module) => module.LanguageMenu));

/**
 * The language menu: the button names the current language, its menu lists every language in
 * itself, the current one checked; picking one switches in place (no reload). Until the menu's code
 * has arrived the button stands alone; a press meanwhile opens the menu when it arrives, and a
 * button that had the focus when the menu took its place gets it back.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  const [LanguageMenu, setLanguageMenu] = useState(menu.loaded);
  const [open, setOpen] = useState(false);
  const refocus = useRef(false);

  const load = (pressed: boolean) => {
    if (LanguageMenu) return;
    menu.load().then(
      (arrived) => {
        // The button is drawn again inside the menu's trigger: a new element, which takes the
        // focus if the old one had it.
        refocus.current = document.activeElement === button.current;
        setLanguageMenu(() => arrived);
      },
      (error: unknown) => {
        console.error('[chunk] the language menu failed to load', error);
        // The press is not kept: the next one loads again.
        setOpen(false);
        if (pressed) toastError({ id: chunkFailureText(error) });
      },
    );
  };

  useEffect(() => {
    if (!LanguageMenu || !refocus.current) return;
    refocus.current = false;
    // An open menu takes the focus itself (its autoFocus).
    if (!open) button.current?.focus();
  }, [LanguageMenu, open]);

  // The menu's items go when it closes (Escape, a pick, a click outside): a focus they had goes
  // back to the button, where the member was. After the key's events: an Enter that picked would
  // otherwise press the button too, and open the menu again.
  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    window.setTimeout(() => {
      const active = document.activeElement;
      if (focusWasLost() || active?.closest(`.${LANGUAGE_MENU_CLASS}`)) button.current?.focus();
    });
  };
  // The language shown (during a switch, until the new texts have loaded, the old one).
  const current = toSupportedLocale(intl.locale) ?? DEFAULT_LOCALE;
  const name = intl.formatMessage({ id: languageNames[current].name });

  const languageButton = (
    <Button
      ref={button}
      type="text"
      className={className}
      icon={<TranslationOutlined aria-hidden />}
      aria-label={intl.formatMessage({ id: 'layout.language.menu' }, { language: name })}
      onPointerEnter={() => load(false)}
      onFocus={() => load(false)}
      onClick={
        LanguageMenu
          ? undefined
          : () => {
              setOpen(true);
              load(true);
            }
      }
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
  );

  if (!LanguageMenu) return languageButton;
  return (
    <LanguageMenu current={current} open={open} onOpenChange={openChange}>
      {languageButton}
    </LanguageMenu>
  );
}
