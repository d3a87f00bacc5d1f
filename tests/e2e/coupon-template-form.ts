/** Creating and publishing coupon templates on the management page in e2e specs (both locales). */
import { expect } from './fixtures';
import { formatted } from './texts';

import type { Texts } from './texts';
import type { Page } from '@playwright/test';

/** A USD cash coupon, valid 30 days after it is claimed (the blank form's currency and validity). */
export interface CashTemplate {
  name: string;
  faceValue: string;
  threshold: string;
  totalQuantity: number;
  perUserLimit: number;
  /** '0': free, claimed in the collection centre; more: sold on the coupon market. */
  price: string;
}

/**
 * Opens "New coupon", fills `template`, runs `whileOpen` on the filled form (an axe scan) and saves
 * the draft; resolves once its card shows in the list as a draft.
 */
export async function createCashTemplate(
  page: Page,
  t: Texts,
  template: CashTemplate,
  whileOpen?: () => Promise<void>,
) {
  await page.getByRole('button', { name: t['couponIssuer.list.create'], exact: true }).click();
  const drawer = page.getByRole('dialog', { name: t['couponIssuer.form.createTitle'] });
  await expect(drawer).toBeVisible();
  const field = (label: string) => drawer.getByLabel(label, { exact: true });
  await expect(drawer.getByRole('radio', { name: t['coupon.kind.cash'] })).toBeChecked();
  await expect(drawer.getByRole('radio', { name: 'USD', exact: true })).toBeChecked();
  await expect(field(t['couponIssuer.form.validDays'])).toHaveValue('30');
  await field(t['couponIssuer.form.name']).fill(template.name);
  await field(t['couponIssuer.form.faceValue']).fill(template.faceValue);
  await field(t['couponIssuer.form.threshold']).fill(template.threshold);
  await field(t['couponIssuer.form.totalQuantity']).fill(String(template.totalQuantity));
  await field(t['couponIssuer.form.perUserLimit']).fill(String(template.perUserLimit));
  await field(t['couponIssuer.form.price']).fill(template.price);
  await whileOpen?.();
  await drawer.getByRole('button', { name: t['couponIssuer.form.submitCreate'] }).click();
  await expect(
    page.getByText(formatted(t['couponIssuer.form.created'], { name: template.name })),
  ).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(templateCard(page, template.name)).toContainText(
    t['couponIssuer.templateStatus.draft'],
  );
}

/** A template's card in the issuer's list (its actions group is named after it too). */
export const templateCard = (page: Page, name: string) =>
  page.getByRole('group', { name, exact: true });

/** Publishes the draft `name` from its card; resolves once the card shows it active. */
export async function publishTemplate(page: Page, t: Texts, name: string) {
  const card = templateCard(page, name);
  const action = t['couponIssuer.actions.publish'];
  await card
    .getByRole('button', { name: formatted(t['couponIssuer.actions.named'], { action, name }) })
    .click();
  await expect(
    page.getByText(formatted(t['couponIssuer.actions.done.publish'], { name })),
  ).toBeVisible();
  await expect(card).toContainText(t['couponIssuer.templateStatus.active']);
}
