import { startEarly } from '@/lib/early-request';

/** The key under which the chapters asked for early wait for the HS look-up's tree. */
export const HS_CHAPTERS_KEY = 'hsCode.tree.chapters';

/** The chapter list (public, the same for everyone) is asked for as the navigation begins. */
export function startHsChapters(): void {
  startEarly(HS_CHAPTERS_KEY, () =>
    import('./api').then((api) => api.getHsTree(undefined, { skipErrorToast: true })),
  );
}
