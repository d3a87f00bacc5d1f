import { Alert, Button, Form } from 'antd';
import { useState } from 'react';

import { SidePanel } from '@/components/side-panel';
import { toastMessage } from '@/lib/request';
import { namePathOf } from '@/utils/form-failure';

import { useListingFormat } from '../hooks/use-listing-format';
import { useListingSave } from '../hooks/use-listing-save';
import { FCL_DEFAULT_PRICES, toListingBody, type ListingFormValues } from '../utils/listing-form';
import { ListingPriceLines } from './listing-price-lines';
import { ListingRouteFields } from './listing-route-fields';
import { ListingScheduleFields } from './listing-schedule-fields';
import { ListingSurchargeRows } from './listing-surcharge-rows';

export interface ListingFormTarget {
  mode: 'create' | 'edit' | 'copy';
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
  const { text } = useListingFormat();
  const [form] = Form.useForm<ListingFormValues>();
  const shipmentType = Form.useWatch('shipmentType', form) ?? target?.values.shipmentType ?? 'FCL';
  const { save, saving } = useListingSave();
  const [formError, setFormError] = useState<string>();
  const mode = target?.mode ?? 'create';

  const submit = async (values: ListingFormValues) => {
    setFormError(undefined);
    const outcome = await save(toListingBody(values), mode === 'edit' ? target?.id : undefined);
    if (!outcome || outcome.kind === 'signedOut') return;
    if (outcome.kind === 'saved') {
      toastMessage('success', {
        id: mode === 'edit' ? 'market.form.saved' : 'market.form.created',
      });
      onSaved();
    } else if (outcome.kind === 'field') {
      const name = namePathOf(outcome.field) as ['pol'];
      form.setFields([{ name, errors: [outcome.message] }]);
      window.setTimeout(() => form.scrollToField(name, { block: 'center', focus: true }));
    } else {
      setFormError(outcome.message);
    }
  };

  const onValuesChange = (changed: Partial<ListingFormValues>) => {
    if (!changed.shipmentType) return;
    const prices = form.getFieldValue('prices') as ListingFormValues['prices'];
    const lcl = changed.shipmentType === 'LCL';
    if (lcl && prices.some((line) => line.unit !== 'cbm')) {
      form.setFieldValue('prices', [{ unit: 'cbm' }]);
    } else if (!lcl && prices.some((line) => line.unit === 'cbm')) {
      form.setFieldValue('prices', FCL_DEFAULT_PRICES);
    }
  };

  return (
    <SidePanel
      kind="form"
      open={Boolean(target)}
      onClose={onClose}
      title={text(`market.form.${mode}Title`)}
      footer={
        <Button type="primary" loading={saving} onClick={() => form.submit()}>
          {text(mode === 'edit' ? 'market.form.submitSave' : 'market.form.submitCreate')}
        </Button>
      }
    >
      {target && (
        <Form<ListingFormValues>
          form={form}
          layout="vertical"
          initialValues={target.values}
          onFinish={(values) => void submit(values)}
          onValuesChange={onValuesChange}
          scrollToFirstError
        >
          {formError && <Alert type="error" showIcon role="alert" title={formError} />}
          <ListingRouteFields />
          <ListingPriceLines shipmentType={shipmentType} />
          <ListingSurchargeRows shipmentType={shipmentType} />
          <ListingScheduleFields
            {...(target.originalFrom ? { originalFrom: target.originalFrom } : {})}
          />
        </Form>
      )}
    </SidePanel>
  );
}
