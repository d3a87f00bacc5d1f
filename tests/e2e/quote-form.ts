/** Filling the quote (bid) form in e2e specs (both locales). */
import { openOptions, typeAndPick } from './select';
import { escapeRegExp } from './texts';
import { chinaDate } from './trade-api';

import type { Texts } from './texts';
import type { Page } from '@playwright/test';

/** A numbered row's label: `{row}` → n. */
export const row = (message: string, n: number) => message.replace('{row}', String(n));

/** The surcharge_code dictionary's BAF label (mock/domains/reference/data-dicts.ts). */
export const bafLabel = {
  'zh-CN': '燃油附加费',
  'en-US': 'Bunker adjustment factor (BAF)',
} as const;

/** Picks `option` in the open drop-down of the antd Select labelled `label`. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await openOptions(page)
    .filter({ hasText: new RegExp(`^${escapeRegExp(option)}$`) })
    .click();
}

/** The carrier COSU's name in its dictionary: Chinese, or English in the other languages. */
const COSCO = /中远海运集运|COSCO Shipping Lines/;

/** Carrier COSCO, 16 days, ETD in 12 days, valid for 30, 7 free days. */
export async function fillTerms(page: Page, t: Texts) {
  await typeAndPick(page, page.getByLabel(t['bid.form.carrier'], { exact: true }), 'COSU', COSCO);
  await page.getByLabel(t['bid.form.transitDays'], { exact: true }).fill('16');
  for (const [label, days] of [
    [t['bid.form.etd'], 12],
    [t['bid.form.validUntil'], 30],
  ] as const) {
    const input = page.getByLabel(label, { exact: true });
    await input.click();
    await input.fill(chinaDate(days));
    await input.press('Enter');
  }
  await page.getByLabel(t['bid.form.freeDays'], { exact: true }).fill('7');
}
