import type { RateUnit } from '@/contract/market/rate-index';
import { useLoad } from '@/hooks/use-load';

import { getLaneTrends } from '../api';

/**
 * The last 8 weekly medians of `lanes` ('POL-POD', at most 20) for `unit`, for a block beside the
 * hot lanes (which shows failures itself). Without lanes nothing is asked.
 */
export function useLaneTrends(lanes: readonly string[], unit: RateUnit) {
  const key = `market:lane-trends:${unit}:${lanes.join(',')}`;
  return useLoad(() => getLaneTrends(lanes, unit, { skipErrorToast: true }), key, lanes.length > 0);
}
