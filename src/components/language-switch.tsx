import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState, type PointerEvent } from 'react';
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
 * itself, the current one checked; picking one switches in place (no reload). The button stands
 * alone until its first press, which opens the menu at once when its code has arrived (a pointer
 * over the button or the focus on it starts the load) and else when it arrives.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  const [LanguageMenu, setLanguageMenu] = useState(menu.loaded);
  const [open, setOpen] = useState(false);
  // The menu's trigger draws the button again (a new element): it takes the button's place on the
  // first press, which the menu's opening answers, never under a pointer or a focus at rest.
  const [pressed, setPressed] = useState(false);

  const load = (wanted: boolean) => {
    if (LanguageMenu) return;
    menu.load().then(
      (arrived) => setLanguageMenu(() => arrived),
      (error: unknown) => {
        console.error('[chunk] the language menu failed to load', error);
        if (!wanted) return;
        // The press is not kept: the next one loads again.
        setOpen(false);
        setPressed(false);
        toastError({ id: chunkFailureText(error) });
      },
    );
  };
  const press = () => {
    setPressed(true);
    setOpen(true);
    load(true);
  };

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
  const alone = !LanguageMenu || !pressed;

  const languageButton = (
    <Button
      ref={button}
      type="text"
      className={className}
      icon={<TranslationOutlined aria-hidden />}
      aria-label={intl.formatMessage({ id: 'layout.language.menu' }, { language: name })}
      {...(alone && {
        onPointerEnter: () => load(false),
        onFocus: () => load(false),
        // A mouse press counts from its button going down: the menu that takes the button's place
        // then is open before the button comes up (the click reaches neither button).
        onPointerDown: (event: PointerEvent<HTMLElement>) => {
          if (event.pointerType === 'mouse' && event.button === 0) press();
        },
        onClick: press,
      })}
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

  if (alone) return languageButton;
  return (
    <LanguageMenu current={current} open={open} onOpenChange={openChange}>
      {languageButton}
    </LanguageMenu>
  );
}
