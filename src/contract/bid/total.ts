/**
 * The total of a bid, worked out the same way by the bid form (live, as the user types) and by the
 * mock server (authoritative). Everything is integer cents; volumes multiply with BigInt rounding.
 */
import * as v from 'valibot';

import { fromCents, multiplyCents, scaleDecimal, sumCents, toCents } from '@/contract/common/money';
import {
  FreightLineSchema,
  SURCHARGE_CODES,
  SURCHARGE_UNITS,
  type ContainerType,
  type Decimal,
  type FreightLine,
  type ShipmentSize,
  type SurchargeLine,
} from '@/contract/common/trade';
import { decimal } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

export interface BidPricing {
  freight: readonly FreightLine[];
  surcharges: readonly SurchargeLine[];
}

/** What each line of the worked-out total says: how many, at what unit price, for how much. */
const totalLineAmounts = {
  /** Containers, cbm (decimal) or 1 (per B/L). */
  quantity: decimal,
  unitAmount: decimal,
  amount: decimal,
};

/**
 * One line of the worked-out total: what, how many, at what unit price, for how much. Freight is per
 * container type or per cbm (`item` and `unit` alike); a surcharge names its code and its unit.
 */
export const TotalLineSchema = v.variant('kind', [
  v.object({
    kind: v.literal('freight'),
    /** Container type or 'cbm'. */
    item: FreightLineSchema.entries.unit,
    unit: FreightLineSchema.entries.unit,
    ...totalLineAmounts,
  }),
  v.object({
    kind: v.literal('surcharge'),
    /** The surcharge code. */
    item: v.picklist(SURCHARGE_CODES),
    unit: v.picklist(SURCHARGE_UNITS),
    ...totalLineAmounts,
  }),
]);
export type TotalLine = Infer<typeof TotalLineSchema>;

/** Why a bid cannot be totalled; `path` names the field as the form and the server name it. */
export interface TotalProblem {
  path: string;
  reason: 'required' | 'invalid' | 'unitNotAllowed' | 'missingFreight' | 'unexpectedFreight';
}

export type BidTotal =
  | { ok: true; lines: TotalLine[]; total: Decimal; totalCents: number }
  | { ok: false; problems: TotalProblem[] };

/** Volumes are priced to the litre: up to 3 decimals of a cbm. */
export const VOLUME_PLACES = 3;

function containerCount(size: ShipmentSize): number {
  return (size.containers ?? []).reduce((count, line) => count + line.quantity, 0);
}

/**
 * Ocean freight: FCL needs exactly one line per container type of the tender (amount per container);
 * LCL needs one 'cbm' line (amount per cbm). Surcharges: per_container (FCL only), per_cbm (LCL only),
 * per_bl (once). Amounts are MONEY_PATTERN decimals.
 */
export function computeBidTotal(size: ShipmentSize, pricing: BidPricing): BidTotal {
  const problems: TotalProblem[] = [];
  const lines: TotalLine[] = [];
  const cents: number[] = [];
  const fcl = size.shipmentType === 'FCL';
  const volume = size.volumeCbm ?? '0';
  if (!fcl && scaleDecimal(volume, VOLUME_PLACES) === undefined) {
    return { ok: false, problems: [{ path: 'volumeCbm', reason: 'invalid' }] };
  }

  // Each container type once, even when the tender lists it on two lines.
  const wanted: (ContainerType | 'cbm')[] = fcl
    ? [...new Set((size.containers ?? []).map((line) => line.type))]
    : ['cbm'];
  pricing.freight.forEach((line, index) => {
    if (!wanted.includes(line.unit))
      problems.push({ path: `freight.${index}.unit`, reason: 'unexpectedFreight' });
  });
  for (const unit of wanted) {
    const index = pricing.freight.findIndex((line) => line.unit === unit);
    const line = pricing.freight[index];
    if (!line) {
      problems.push({ path: `freight.${unit}`, reason: 'missingFreight' });
      continue;
    }
    const unitCents = line.amount.trim() === '' ? undefined : toCents(line.amount);
    if (unitCents === undefined) {
      problems.push({
        path: `freight.${index}.amount`,
        reason: line.amount.trim() ? 'invalid' : 'required',
      });
      continue;
    }
    const quantity = fcl
      ? String(
          (size.containers ?? [])
            .filter((c) => c.type === unit)
            .reduce((n, c) => n + c.quantity, 0),
        )
      : volume;
    const amount = multiplyCents(unitCents, quantity, VOLUME_PLACES);
    cents.push(amount);
    lines.push({
      kind: 'freight',
      item: unit,
      unit,
      quantity,
      unitAmount: fromCents(unitCents),
      amount: fromCents(amount),
    });
  }

  pricing.surcharges.forEach((line, index) => {
    const unitCents = line.amount.trim() === '' ? undefined : toCents(line.amount);
    if (unitCents === undefined) {
      problems.push({
        path: `surcharges.${index}.amount`,
        reason: line.amount.trim() ? 'invalid' : 'required',
      });
      return;
    }
    if ((fcl && line.unit === 'per_cbm') || (!fcl && line.unit === 'per_container')) {
      problems.push({ path: `surcharges.${index}.unit`, reason: 'unitNotAllowed' });
      return;
    }
    let quantity: Decimal = '1';
    if (line.unit === 'per_container') quantity = String(containerCount(size));
    if (line.unit === 'per_cbm') quantity = volume;
    const amount = multiplyCents(unitCents, quantity, VOLUME_PLACES);
    cents.push(amount);
    lines.push({
      kind: 'surcharge',
      item: line.code,
      unit: line.unit,
      quantity,
      unitAmount: fromCents(unitCents),
      amount: fromCents(amount),
    });
  });

  if (problems.length > 0) return { ok: false, problems };
  const totalCents = sumCents(cents);
  return { ok: true, lines, total: fromCents(totalCents), totalCents };
}
