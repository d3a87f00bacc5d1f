import type { ContainerType } from '@/contract/common/trade';
import type { LaneTrend, RateUnit } from '@/contract/market/rate-index';
import type { ListingSummary } from '@/contract/market/types';

import { useLaneTrends } from './use-lane-trends';

/** The container type a lane's trend follows when the market is not filtered by one. */
export const DEFAULT_TREND_UNIT: ContainerType = '40HQ';

export interface ListingTrends {
  /** The unit the trend of `listing`'s lane follows: the container type filtered on, or 'cbm'. */
  unitOf: (listing: ListingSummary) => RateUnit;
  /** The trend of `listing`'s lane; undefined while loading or after a failure. */
  trendOf: (listing: ListingSummary) => LaneTrend | undefined;
  loading: boolean;
  error?: unknown;
  retry: () => void;
}

const laneOf = (listing: ListingSummary) => `${listing.pol.code}-${listing.pod.code}`;
const distinctLanes = (listings: readonly ListingSummary[]) => [...new Set(listings.map(laneOf))];

/**
 * The lane trends of a page of listings, in one call per unit: FCL lanes follow the container type
 * filtered on (40HQ without one), LCL lanes the cubic metre.
 */
export function useListingTrends(
  listings: readonly ListingSummary[] | undefined,
  containerType: ContainerType | undefined,
): ListingTrends {
  const fclUnit = containerType ?? DEFAULT_TREND_UNIT;
  const fclLanes = distinctLanes(listings?.filter((item) => item.shipmentType === 'FCL') ?? []);
  const lclLanes = distinctLanes(listings?.filter((item) => item.shipmentType === 'LCL') ?? []);
  const fcl = useLaneTrends(fclLanes, fclUnit);
  const lcl = useLaneTrends(lclLanes, 'cbm');

  const byLane = new Map<string, LaneTrend>();
  for (const trend of [...(fcl.data?.trends ?? []), ...(lcl.data?.trends ?? [])]) {
    byLane.set(`${trend.pol}-${trend.pod}-${trend.unit}`, trend);
  }
  const unitOf = (listing: ListingSummary): RateUnit =>
    listing.shipmentType === 'LCL' ? 'cbm' : fclUnit;
  return {
    unitOf,
    trendOf: (listing) => byLane.get(`${laneOf(listing)}-${unitOf(listing)}`),
    loading: fcl.loading || lcl.loading,
    error: fcl.error ?? lcl.error,
    retry: () => {
      if (fcl.error) fcl.retry();
      if (lcl.error) lcl.retry();
    },
  };
}
