import { SectionCard } from '@/components/section-card';
import { useFocusLanding } from '@/hooks/use-focus-landing';
import { useText } from '@/lib/i18n/use-text';

import { draftToReview, uploadableKinds } from '../../utils/shipment-steps';
import { DocumentUpload } from './document-upload';
import { DraftReview } from './draft-review';

import type { ShipmentActionsProps } from './actions-props';

/** The payer's review of the B/L draft's latest version, and the documents the reader may add. */
export function DocumentsSection({ shipment, onUpdated }: ShipmentActionsProps) {
  const t = useText();
  const draft = draftToReview(shipment);
  const kinds = uploadableKinds(shipment);
  // A saved upload starts the form again when the kinds change (its button goes with it), and an
  // answered review goes: the control pressed goes, and the focus would drop to the page. It lands
  // on the section instead, where the member goes on with Tab.
  const focus = useFocusLanding<HTMLDivElement>(
    `${draft ? draft.versions.length : 0} ${kinds.join()}`,
  );
  return (
    <SectionCard title={t('shipmentForms.documents.title')} tabIndex={-1} {...focus}>
      {draft && <DraftReview shipment={shipment} draft={draft} onUpdated={onUpdated} />}
      {/* The kinds change with the answer (a draft sent is in review): the form starts again. */}
      <DocumentUpload key={kinds.join()} shipment={shipment} kinds={kinds} onUpdated={onUpdated} />
    </SectionCard>
  );
}
