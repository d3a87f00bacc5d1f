import { Form, type FormInstance } from 'antd';
import { useState } from 'react';

import { DraftNotice } from '@/components/draft-notice';
import { FormError } from '@/components/form-error';
import { ItemFormPanel, type FormMode } from '@/components/item-form-panel';
import { useMemberFormDraft } from '@/hooks/use-member-form-draft';
import { NEW_SUBJECT } from '@/lib/drafts/draft-keys';
import { toastMessage } from '@/lib/request';
import { showAtField } from '@/utils/form-failure';

import { useListingSave } from '../hooks/use-listing-save';
import { LISTING_DRAFT } from '../utils/listing-draft';
import { FCL_DEFAULT_PRICES, toListingBody, type ListingFormValues } from '../utils/listing-form';
import { ListingPriceLines } from './listing-price-lines';
import { ListingRouteFields } from './listing-route-fields';
import { ListingScheduleFields } from './listing-schedule-fields';
import { ListingSurchargeRows } from './listing-surcharge-rows';

export interface ListingFormTarget {
  mode: FormMode;
  /** The listing edited (edit only). */
  id?: string;
  values: ListingFormValues;
  /** The stored validFrom of the edited listing. */
  originalFrom?: string;
}

interface ListingFormDrawerProps {
  target: ListingFormTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** The listing form in a drawer: publish, copy (a prefilled new one) or edit. */
export function ListingFormDrawer({ target, onClose, onSaved }: ListingFormDrawerProps) {
  const [form] = Form.useForm<ListingFormValues>();
  const { save, saving } = useListingSave();

  return (
    <ItemFormPanel
      target={target}
      messages="marketMine.form"
      saving={saving}
      onSubmit={() => form.submit()}
      onClose={onClose}
    >
      {(open) => <ListingForm target={open} form={form} save={save} onSaved={onSaved} />}
    </ItemFormPanel>
  );
}

interface ListingFormProps {
  target: ListingFormTarget;
  form: FormInstance<ListingFormValues>;
  save: ReturnType<typeof useListingSave>['save'];
  onSaved: () => void;
}

/** The form itself, for one target: what is typed is kept as the member's draft until saved. */
function ListingForm({ target, form, save, onSaved }: ListingFormProps) {
  const { mode } = target;
  const shipmentType = Form.useWatch('shipmentType', form) ?? target.values.shipmentType;
  const [formError, setFormError] = useState<string>();
  const subject = mode === 'edit' ? target.id : NEW_SUBJECT;
  const draft = useMemberFormDraft(LISTING_DRAFT, subject, target.values, form);

  const submit = async (values: ListingFormValues) => {
    setFormError(undefined);
    draft.flush();
    const id = mode === 'edit' ? target.id : undefined;
    // No outcome: a click while saving, or the member left (the draft is cleared then too).
    const outcome = await save(toListingBody(values), id, draft.clear);
    if (!outcome || outcome.kind === 'signedOut') return;
    if (outcome.kind === 'saved') {
      toastMessage('success', {
        id: mode === 'edit' ? 'marketMine.form.saved' : 'marketMine.form.created',
      });
      onSaved();
    } else if (!showAtField(form, outcome, { afterRender: true })) {
      setFormError(outcome.message);
    }
  };

  const onValuesChange = (changed: Partial<ListingFormValues>) => {
    if (changed.shipmentType) {
      const prices = form.getFieldValue('prices') as ListingFormValues['prices'];
      const lcl = changed.shipmentType === 'LCL';
      if (lcl && prices.some((line) => line.unit !== 'cbm')) {
        form.setFieldValue('prices', [{ unit: 'cbm' }]);
      } else if (!lcl && prices.some((line) => line.unit === 'cbm')) {
        form.setFieldValue('prices', FCL_DEFAULT_PRICES);
      }
    }
    draft.changed();
  };

  return (
    <Form<ListingFormValues>
      form={form}
      layout="vertical"
      initialValues={draft.initialValues}
      onFinish={(values) => void submit(values)}
      onValuesChange={onValuesChange}
      scrollToFirstError
    >
      {draft.restored && (
        <DraftNotice savedAt={draft.restored.savedAt} onDiscard={draft.discard} spaced />
      )}
      <FormError message={formError} />
      <ListingRouteFields />
      <ListingPriceLines shipmentType={shipmentType} />
      <ListingSurchargeRows shipmentType={shipmentType} />
      <ListingScheduleFields
        {...(target.originalFrom ? { originalFrom: target.originalFrom } : {})}
      />
    </Form>
  );
}
