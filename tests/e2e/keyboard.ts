/**
 * Keyboard-only operation for the keyboard journeys (keyboard-*.spec.ts): reach a control with Tab
 * from where the focus is, work antd selects and date pickers with keys, and check where the focus
 * is and that it shows. Nothing here clicks, checks or focuses from script.
 */
import { formattingLocale } from '../../src/lib/i18n/locale';
import { expect } from './fixtures';
import { escapeRegExp } from './texts';

import type { AppLocale } from '../../src/config/constants';
import type { Locator, Page } from '@playwright/test';

/** What has the focus, in words, for failure messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body';
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const id = element.id ? `#${element.id}` : '';
    return `<${element.tagName.toLowerCase()}${id}> ${label.trim().slice(0, 60)}`;
  });
}

/**
 * Whether `target` has the focus, once the focus has arrived somewhere: a control that swaps itself
 * for another as it takes the focus (LazySelect's drawing for the real select) leaves it on the
 * body, or `target` on the drawing just removed, for a moment. The body keeps the focus when the
 * page has just opened, or when Tab left the page for the browser's own controls: then after a
 * second the answer is no.
 */
async function hasFocus(target: Locator): Promise<boolean> {
  let state = '';
  await expect
    .poll(
      async () =>
        (state = await target.evaluate((element) => {
          const active = document.activeElement;
          // The focus or the target on its way: the body has the focus, or the target found
          // was the drawing just replaced.
          if (active === null || active === document.body || !element.isConnected) return 'moving';
          return element === active ? 'yes' : 'no';
        })),
      { timeout: 1_000 },
    )
    .not.toBe('moving')
    .catch(() => undefined);
  return state === 'yes';
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, from wherever the focus is;
 * fails after `max` presses, naming where the focus went. The target must be in the page first: a
 * control still loading would be tabbed past. (Attached is enough: antd's radio buttons keep their
 * input zero-sized.)
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, back = false }: { max?: number; back?: boolean } = {},
) {
  await expect(target).toBeAttached();
  const key = back ? 'Shift+Tab' : 'Tab';
  const path: string[] = [];
  for (let presses = 0; ; presses += 1) {
    if (await hasFocus(target)) return;
    if (presses === max) break;
    await page.keyboard.press(key);
    path.push(await describeFocus(page));
  }
  throw new Error(
    `${max} presses of ${key} did not reach ${target}; the focus went to\n  ${path.join('\n  ')}`,
  );
}

/**
 * The focus has not dropped to the page body (as it does when the focused control is removed or
 * switched off, or a dialog gives it back to nothing).
 */
export async function expectFocusKept(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.activeElement !== null && document.activeElement !== document.body,
        ),
      {
        message: 'the focus should not drop to the page body',
      },
    )
    .toBe(true);
}

/**
 * The focused element shows that it has the focus (keyboard focus: `:focus-visible`): an outline or
 * a box shadow on it, or on what antd draws for it (the box of a text field with a suffix, a
 * select, a date picker; the mark around a radio or checkbox input, which is itself transparent).
 */
export async function expectFocusVisible(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return 'nothing has the focus';
          if (!element.matches(':focus-visible')) return `${element.tagName} is not :focus-visible`;
          // antd draws a field's ring on its box, and a radio's or checkbox's on the mark around
          // the (transparent) input.
          const drawn = [
            '.ant-radio',
            '.ant-checkbox',
            '.ant-radio-button-wrapper',
            '.ant-input-affix-wrapper',
            '.ant-input-number',
            '.ant-select',
            '.ant-picker',
          ].map((selector) => element.closest(selector));
          const boxes = [element, ...drawn].filter((box): box is Element => box !== null);
          const ringed = boxes.some((box) => {
            const style = getComputedStyle(box);
            if (Number(style.opacity) === 0) return false;
            const outline =
              style.outlineStyle !== 'none' &&
              parseFloat(style.outlineWidth) > 0 &&
              style.outlineColor !== 'transparent' &&
              style.outlineColor !== 'rgba(0, 0, 0, 0)';
            return outline || style.boxShadow !== 'none';
          });
          return ringed
            ? 'visible'
            : `no outline or box shadow on ${element.outerHTML.slice(0, 120)}`;
        }),
      { message: 'the focused element should show its focus' },
    )
    .toBe('visible');
}

/** The option an open antd select marks active (what Enter picks): its label and its value. */
const activeOption = (combobox: Locator) =>
  combobox.evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : null;
    return option ? `${option.getAttribute('aria-label') ?? ''} ${option.textContent ?? ''}` : '';
  });

/** Enter picked the option: the list is closed and the focus is still on the select. */
async function expectPicked(combobox: Locator) {
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox).toBeFocused();
}

/**
 * In the focused antd select `combobox`: ArrowDown opens its list, ArrowDown moves down until the
 * active option matches `option`, Enter picks it.
 */
export async function arrowToOption(page: Page, combobox: Locator, option: RegExp, max = 20) {
  await expect(combobox).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  // Until its options are in, an open list has no active one.
  await expect.poll(() => activeOption(combobox)).not.toBe('');
  for (let presses = 0; !option.test(await activeOption(combobox)); presses += 1) {
    if (presses === max)
      throw new Error(`no option matching ${option} within ${max} ArrowDown presses`);
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expectPicked(combobox);
}

/**
 * Types `text` into the focused searchable antd select and, once the search has answered with an
 * active option matching `option` (a debounced server search may answer late), picks it with Enter.
 */
export async function typeToOption(page: Page, combobox: Locator, text: string, option: RegExp) {
  await expect(combobox).toBeFocused();
  await page.keyboard.type(text);
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => activeOption(combobox)).toMatch(option);
  await page.keyboard.press('Enter');
  await expectPicked(combobox);
}

/** The calendars of antd date pickers that are open. */
const openCalendars = (page: Page) =>
  page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').filter({ visible: true });

/**
 * Types a date into the focused antd date picker (its calendar cannot be worked with keys: typing
 * is the keyboard way) and leaves it with `leaveWith`: Tab moves on, Enter commits it and submits
 * the form. The picker keeps the date and its calendar closes.
 */
export async function typeDate(
  page: Page,
  input: Locator,
  text: string,
  leaveWith: 'Tab' | 'Enter',
) {
  await expect(input).toBeFocused();
  await page.keyboard.type(text);
  await page.keyboard.press(leaveWith);
  await expect(input).toHaveValue(text);
  await expect(openCalendars(page)).toHaveCount(0);
  await expectFocusKept(page);
}

/** Selects what the focused field holds (Ctrl+A, or Cmd+A on a Mac) and types `text` over it. */
export async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/**
 * An amount as the app shows it in `locale` ('USD 3,500.00'), as a pattern: spaces and direction
 * marks around the currency code may be any (MoneyText's space is a non-breaking one).
 */
export function money(locale: AppLocale, amount: number, currency = 'USD'): RegExp {
  const text = new Intl.NumberFormat(formattingLocale(locale), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  const loose = '[\\s\\u200e\\u200f\\u061c\\u2068\\u2069]*';
  return new RegExp(
    text
      .split(/[\s\u200e\u200f\u061c]+/)
      .filter(Boolean)
      .map(escapeRegExp)
      .join(loose),
  );
}
