import { screen, waitFor } from '@testing-library/react';

import { db } from '@mock/core/store';
import type { TenderRow } from '@mock/domains/tender/schema';

/** Tenders of the mock database as the hall lists them: newest first. */
export function tendersWhere(test: (tender: TenderRow) => boolean): TenderRow[] {
  return Object.values(db.tenders)
    .filter(test)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
}

/** The tender cards shown, in order (none while there is no list). */
export function cards(): HTMLElement[] {
  // By label, not by role: role queries over the whole antd page are slow in jsdom.
  const list = screen.queryByLabelText(/^(招标列表|Tenders)$/);
  // The list's items are the cards; reading them directly keeps waitFor loops cheap.
  return list ? [...list.querySelectorAll<HTMLElement>(':scope > li > article')] : [];
}

/** The titles of the tender cards shown, in order. */
export function cardTitles(): string[] {
  return cards().map((card) => card.querySelector('h2')?.textContent ?? '');
}

/** The text of each tender card shown, in order. */
export function cardTexts(): string[] {
  return cards().map((card) => card.textContent ?? '');
}

/** The option an antd Select labelled `label` shows as chosen. */
export function selectedIn(label: string): string {
  // antd shows the chosen option beside its search input, not as the input's value.

  return screen.getByLabelText(label).closest('.ant-select')?.textContent ?? '';
}

/** Throws when a lookup in the seed found nothing (a seed change, not a page failure). */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the seed has no ${what}`);
  return value;
}

/** Waits until the cards shown are those titles (the list has answered the latest query). */
export async function expectCards(titles: string[]) {
  await waitFor(() => expect(cardTitles()).toEqual(titles));
}

/** The address's query as a plain object. */
export function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
