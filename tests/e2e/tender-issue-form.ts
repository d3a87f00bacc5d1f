/** Filling the tender form in e2e specs (both locales). */
import { expect } from './fixtures';
import { choosePort, pickOption, selectOf } from './select';
import { chinaDate } from './trade-api';

import type { Texts } from './texts';
import type { Page } from '@playwright/test';

export async function pickPort(page: Page, label: string, code: string) {
  await choosePort(page, page.getByLabel(label, { exact: true }), code);
}

export async function typeDate(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  // Enter would also submit the form (the next step); Tab leaves the picker with the typed value.
  await input.press('Tab');
  await expect(input).toHaveValue(text);
}

/** Fills a valid FCL tender: Shanghai → Rotterdam, 2 × 40HQ. */
export async function fillTender(page: Page, t: Texts, title: string) {
  await page.getByLabel(t['tenderIssue.field.title.label'], { exact: true }).fill(title);
  await pickPort(page, t['tenderIssue.field.pol.label'], 'CNSHA');
  await pickPort(page, t['tenderIssue.field.pod.label'], 'NLRTM');
  const containerType = page.getByLabel(
    t['tenderIssue.field.containers.typeLabel'].replace('{index}', '1'),
  );
  await containerType.click();
  await pickOption(page, '40HQ');
  await expect(selectOf(containerType)).toContainText('40HQ');
  const quantity = page.getByLabel(
    t['tenderIssue.field.containers.quantityLabel'].replace('{index}', '1'),
  );
  await quantity.fill('2');
  await page
    .getByRole('textbox', { name: t['tenderIssue.field.cargoName.label'] })
    .fill('LED panels');
  await typeDate(page, t['tenderIssue.field.readyDate.label'], chinaDate(15));
  await typeDate(page, t['tenderIssue.field.deadline.label'], `${chinaDate(5)} 17:30`);
}

export async function reviewAndPublish(page: Page, t: Texts) {
  await page.getByRole('button', { name: t['tenderIssue.action.review'] }).click();
  await expect(page.getByRole('region', { name: t['tenderIssue.review.title'] })).toBeVisible();
  await page.getByRole('button', { name: t['tenderIssue.action.publish'] }).click();
}
