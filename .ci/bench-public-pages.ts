// Part of `npm run bench`: every public page of the app once, from the route table the end-to-end
// specs hold every route in, with detail pages opened by a real id of the mock.
import { request } from '@playwright/test';

import { paths } from '../src/config/paths.ts';
import { isAddressOf } from '../src/lib/first-screen/pages.ts';
import { detailRoutes, publicRoutes } from '../tests/e2e/route-table.ts';

/** Second addresses of a page measured at its first one. */
const ALIASES = new Set([paths.homeAlias.href()]);

/** Every route path of the app (`/business/foreignTrade/:id`), from `paths`. */
function routePaths(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const own = 'path' in node && typeof node.path === 'string' ? [node.path] : [];
  return [...own, ...Object.values(node).flatMap(routePaths)];
}

/** The route an address opens: its path pattern, or the address's own path if none matches. */
function routeOf(url: string, base: string): string {
  const { pathname } = new URL(url, base);
  return routePaths(paths).find((path) => isAddressOf(path, pathname)) ?? pathname;
}

/**
 * The public pages' addresses, `/` first, one per route: a detail page's address without an id
 * (which shows that nothing was asked for) gives way to the same page with a real id, and a page's
 * variants (a news category, a directory's other categories) to its first address. A section's
 * index is kept: it sends a visitor on, and the bench measures only the pages a visit stays on.
 */
export async function publicPages(base: string): Promise<string[]> {
  const context = await request.newContext({ baseURL: base });
  try {
    const details = await Promise.all(
      detailRoutes.filter((route) => route.access === 'public').map((route) => route.url(context)),
    );
    const byRoute = new Map<string, string>();
    const withId = new Map(details.map((url) => [routeOf(url, base), url]));
    for (const { url } of publicRoutes) {
      const route = routeOf(url, base);
      if (ALIASES.has(url) || byRoute.has(route)) continue;
      byRoute.set(route, withId.get(route) ?? url);
    }
    for (const [route, url] of withId) if (!byRoute.has(route)) byRoute.set(route, url);
    return [...byRoute.values()];
  } finally {
    await context.dispose();
  }
}
