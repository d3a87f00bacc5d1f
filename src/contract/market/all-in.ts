/**
 * The all-in price of one unit of a listing, worked out the same way by the mock server (the lane
 * index ranks it) and the app (a listing's own price on its lane's chart).
 */
import { sumCents, toCents } from '@/contract/common/money';
import type { FreightLine, SurchargeLine } from '@/contract/common/trade';

import type { RateUnit } from './rate-index';

/**
 * A listing's all-in price for one unit, in cents: the freight of that unit plus the surcharges
 * charged per unit (per container for a container type, per cbm for 'cbm'). Per-B/L surcharges
 * are left out: they are charged once per shipment, whatever its size, so they are not a price of
 * one container or one cbm (a quote for a given size adds them; the index does not). Undefined when
 * the listing has no freight for the unit.
 */
export function allInCents(
  pricing: { prices: readonly FreightLine[]; surcharges: readonly SurchargeLine[] },
  unit: RateUnit,
): number | undefined {
  const freight = pricing.prices.find((line) => line.unit === unit);
  const freightCents = freight ? toCents(freight.amount) : undefined;
  if (freightCents === undefined) return undefined;
  const perUnit = unit === 'cbm' ? 'per_cbm' : 'per_container';
  return sumCents([
    freightCents,
    ...pricing.surcharges
      .filter((line) => line.unit === perUnit)
      .map((line) => toCents(line.amount) ?? 0),
  ]);
}
