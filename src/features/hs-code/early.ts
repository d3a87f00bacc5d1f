import { REQUEST_CACHE_MS } from '@/config/constants';
import { startEarly } from '@/lib/early-request';

/** The key under which the chapters asked for early wait for the HS look-up's tree. */
export const HS_CHAPTERS_KEY = 'hsCode.tree.chapters';

let chaptersAnsweredAt = Number.NEGATIVE_INFINITY;

/**
 * The tree has the chapters: it keeps them for REQUEST_CACHE_MS (`cachedFor`) and asks for none
 * meanwhile, so none is started early either.
 */
export function chaptersAnswered(): void {
  chaptersAnsweredAt = Date.now();
}

/**
 * The chapter list (public, the same for everyone) is asked for as the navigation begins, unless
 * the tree still keeps the last answer.
 */
export function startHsChapters(): void {
  if (Date.now() - chaptersAnsweredAt < REQUEST_CACHE_MS) return;
  startEarly(HS_CHAPTERS_KEY, () =>
    import('./api').then((api) => api.getHsTree(undefined, { skipErrorToast: true })),
  );
}
