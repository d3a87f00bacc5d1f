import type { ShipmentType } from '@/contract/common/trade';

import { MILESTONE_KINDS, type MilestoneKind } from './types';

/**
 * The milestones of a shipment of `type`, in order: an LCL shipment has no empty container to pick
 * up (its cargo is gated in at the consolidator's warehouse), so it leaves that step out.
 */
export function milestoneOrder(type: ShipmentType): readonly MilestoneKind[] {
  return type === 'LCL'
    ? MILESTONE_KINDS.filter((kind) => kind !== 'empty_picked_up')
    : MILESTONE_KINDS;
}
