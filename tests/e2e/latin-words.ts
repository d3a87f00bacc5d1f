/**
 * The Latin-script words an Arabic page shows as its own. What may stay Latin on an Arabic page is
 * a name or a text as the server sent it, isolated from the line around it (`<bdi>`, `dir="ltr"` or
 * `dir="auto"`, a message argument between FSI and PDI), a code or a unit; anything else is English
 * the catalogue should have said in Arabic, or a name read in the wrong order.
 */
import { expect } from './fixtures';

import type { Page } from '@playwright/test';

/**
 * Codes and units an Arabic message writes in Latin letters: FCL, USD, T20261126-0003, a coupon
 * code's ABCD-EFGH-JKMN, a unit alone or after its number (kg, 5kg), and Incoterm (the ICC's name
 * for the trade terms, used as is).
 */
const CODE_OR_UNIT =
  /^(?:[A-Z\d]{2,}(?:-[A-Z\d]+)*|[A-Z]+\d[A-Z\d-]*|Incoterms?|\d*(?:kg|cm|mm|km|m|t))$/;

/** Attributes a person hears or sees as text. */
const SPOKEN_ATTRIBUTES = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt'];

/** Each Latin word the page shows or names outside an isolated run, with where it is. */
async function latinWords(page: Page): Promise<string[]> {
  return page.evaluate((attributes) => {
    const isolated = 'bdi, [dir="ltr"], [dir="auto"], code, kbd, samp';
    const unseen = 'script, style, noscript, template, [hidden], [aria-hidden="true"]';
    const words: string[] = [];
    // Message arguments come between FSI (U+2068) and PDI (U+2069): values, not the catalogue's.
    const withoutArguments = (text: string) => {
      let left = text;
      let before;
      do {
        before = left;
        left = left.replace(/\u2068[^\u2068\u2069]*\u2069/g, ' ');
      } while (left !== before);
      return left;
    };
    const where = (element: Element) =>
      element.id
        ? `#${element.id}`
        : `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`;
    const note = (text: string, element: Element, how: string) => {
      // A run of letters and digits is one word: 4820J is a code, not the word J after a number.
      for (const word of withoutArguments(text).match(/[A-Za-z\d][A-Za-z\d'’-]*/g) ?? []) {
        if (/[A-Za-z]/.test(word)) words.push(`${word} (${how} of ${where(element)})`);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const parent = node.parentElement;
      if (!parent || parent.closest(isolated) || parent.closest(unseen)) continue;
      // Laid out or announced (a live region may be drawn at no size): not a closed tab's panel.
      if (!parent.checkVisibility() && !parent.closest('[aria-live]')) continue;
      note(node.data, parent, 'text');
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(unseen) || element.closest(isolated)) continue;
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) note(value, element, name);
      }
    }
    return words;
  }, SPOKEN_ATTRIBUTES);
}

/** The page (Arabic) shows and names nothing in Latin letters but names, codes and units. */
export async function expectNoLatinWords(page: Page): Promise<void> {
  const words = await latinWords(page);
  expect(words.filter((word) => !CODE_OR_UNIT.test(word.split(' ')[0] ?? ''))).toEqual([]);
}
