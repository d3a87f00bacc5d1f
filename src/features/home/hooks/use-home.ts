import { useLoad } from '@/hooks/use-load';

import { getAttention, getPlatformFigures } from '../api';

/** Platform figures (public). The block shows failures itself. */
export function usePlatformFigures() {
  return useLoad(() => getPlatformFigures({ skipErrorToast: true }), 'home:overview');
}

/** What needs the member's attention; asks only when `memberId` is known. */
export function useAttention(memberId: string | undefined) {
  return useLoad(
    () => getAttention({ skipErrorToast: true }),
    `home:attention:${memberId ?? ''}`,
    memberId !== undefined,
  );
}
