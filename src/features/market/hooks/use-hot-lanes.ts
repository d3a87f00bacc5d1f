import { useLoad } from '@/hooks/use-load';

import { getHotLanes } from '../api';

/** The market's `size` busiest lanes, for a home block (which shows failures itself). */
export function useHotLanes(size: number) {
  return useLoad(() => getHotLanes(size, { skipErrorToast: true }), `market:hot-lanes:${size}`);
}
