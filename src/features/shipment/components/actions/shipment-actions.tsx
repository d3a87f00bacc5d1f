import { LoadingSkeleton } from '@/components/loading-skeleton';
import { withAreas } from '@/lib/i18n/catalogue';
import { lazyPart } from '@/lib/lazy-part';

import type { ShipmentActionsProps } from './actions-props';

export type { ShipmentActionsProps } from './actions-props';

/**
 * What the reader may do next to the shipment: the payee's booking, milestones, corrections and
 * documents; the payer's review of the B/L draft and delivery. The forms, their texts and the upload's
 * load with it, after the shipment itself has painted.
 */
export const ShipmentActions = lazyPart<ShipmentActionsProps>(
  () =>
    withAreas(['shipment-forms', 'upload'], import('./actions-panel')).then(
      (module) => module.ActionsPanel,
    ),
  <LoadingSkeleton rows={4} />,
);
