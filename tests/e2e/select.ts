/** Picking from antd selects in e2e specs. */
import { expect } from './fixtures';

import type { Locator, Page } from '@playwright/test';

/** The options of the drop-down that is open (one closed a moment ago may still be in the page). */
export const openOptions = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

/** The antd select a combobox belongs to: it shows the chosen option's label. */
export const selectOf = (field: Locator) =>
  field.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');

/**
 * Clicks the first option containing `text` in the open dropdown (a dropdown closed a moment ago
 * can still be in the page while it fades: only visible options count).
 */
export async function pickOption(page: Page, text: string | RegExp) {
  await openOptions(page).filter({ hasText: text, visible: true }).first().click();
}

/**
 * Types a UN/LOCODE into a PortSelect, picks its port and waits until the select shows it, so a
 * missed pick fails here rather than at a later submit.
 */
export async function choosePort(page: Page, field: Locator, code: string) {
  await field.click();
  await field.fill(code);
  // The picker's search is debounced and answered by the server: wait until the list shows the
  // answer for the code (every option names it) before clicking in it.
  const options = openOptions(page);
  await expect(options.filter({ visible: true }).first()).toBeVisible();
  await expect(options.filter({ visible: true, hasNotText: `(${code})` })).toHaveCount(0);
  await pickOption(page, `(${code})`);
  await expect(selectOf(field)).toContainText(`(${code})`);
}

/**
 * Types `search` into a searchable select and picks the first choice with Enter once the list
 * shows `choice`, as a member who reads the list does (type-and-enter.spec.ts presses it at once);
 * waits until the select shows it.
 */
export async function typeAndPick(page: Page, field: Locator, search: string, choice: RegExp) {
  await field.click();
  await field.fill(search);
  await expect(openOptions(page).filter({ hasText: choice, visible: true }).first()).toBeVisible();
  await field.press('Enter');
  await expect(selectOf(field)).toContainText(choice);
}
