import { screen } from '@testing-library/react';

import type { UserEvent } from '@testing-library/user-event';

/** The header's language button, in any language: its name says the language now shown. */
export const languageButton = (shown: string) =>
  screen.getByRole('button', { name: new RegExp(`^(语言|Language|اللغة)[：:] ?${shown}$`) });

/**
 * Opens the header's language menu (which names `shown`) and picks `language` (named in itself).
 * The menu's code may still be loading at the first press (src/components/language-switch.tsx): a
 * loaded machine takes more than the default second to bring it.
 */
export async function pickLanguage(events: UserEvent, shown: string, language: string) {
  await events.click(languageButton(shown));
  await events.click(await screen.findByRole('menuitem', { name: language }, { timeout: 10_000 }));
}
