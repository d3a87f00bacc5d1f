import { screen, within } from '@testing-library/react';

import type { NewsCategory } from '@/contract/news/types';
import { db } from '@mock/core/store';
import type { NewsRow } from '@mock/domains/news/schema';

/** The seeded items of `category`, newest first, as the list orders them. */
export function newsOf(category: NewsCategory): NewsRow[] {
  return Object.values(db.news)
    .filter((row) => row.category === category)
    .sort((a, b) => b.publishedAt - a.publishedAt);
}

/** The titles of the articles on screen, in order. */
export function shownTitles(): string[] {
  const list = screen.queryByRole('list', { name: /资讯列表|Articles/ });
  if (!list) return [];
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

export function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
