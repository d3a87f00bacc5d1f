import { App, type FormInstance } from 'antd';
import { useState } from 'react';

import type { Shipment } from '@/contract/shipment/types';
import { useMutation } from '@/hooks/use-mutation';
import { useText } from '@/lib/i18n/use-text';
import { fieldOf, isAuthFailure, type RequestOptions } from '@/lib/request';
import { showAtField, toFormFailure } from '@/utils/form-failure';

interface ShipmentWriteOptions<B> {
  call: (body: B, options?: RequestOptions) => Promise<Shipment>;
  /**
   * The fields a refusal (4000) may name that the form shows, to show it next to them: a name
   * (`bookingNo`), or a prefix ending in a dot for the fields inside one (`containers.` takes
   * `containers.0.containerNo`). A refusal naming another field is said above the form.
   */
  fields: readonly string[];
  form?: FormInstance;
  /** What a success says. */
  done: string;
  onUpdated: (shipment: Shipment) => void;
}

/**
 * One write of a shipment form, one at a time: its button's progress (`running`), a refusal next
 * to the field the server named or above the form (`formError`, offline and conflicts too; no
 * toast), the form's values kept either way; a success says so and hands the shipment as now
 * answered to `onUpdated`. Resolves true on success.
 */
export function useShipmentWrite<B>({
  call,
  fields,
  form,
  done,
  onUpdated,
}: ShipmentWriteOptions<B>) {
  const text = useText();
  const { message } = App.useApp();
  const [formError, setFormError] = useState<string>();
  const { run, running } = useMutation(async (body: B) => {
    try {
      return { kind: 'done' as const, shipment: await call(body, { skipErrorToast: true }) };
    } catch (error) {
      // Signed out: the request module takes the member to log in, nothing to say here.
      if (isAuthFailure(error)) return { kind: 'signedOut' as const };
      const failure = toFormFailure(error, [], text);
      const field = fieldOf(error);
      const shown = (name: string) =>
        name.endsWith('.') ? field?.startsWith(name) : field === name;
      return field && fields.some(shown)
        ? { kind: 'field' as const, field, message: failure.message }
        : failure;
    }
  });

  const submit = async (body: B): Promise<boolean> => {
    setFormError(undefined);
    const outcome = await run(body);
    if (!outcome || outcome.kind === 'signedOut') return false;
    if (outcome.kind === 'done') {
      void message.success(done);
      onUpdated(outcome.shipment);
      return true;
    }
    if (!form || !showAtField(form, outcome)) setFormError(outcome.message);
    return false;
  };

  return { submit, running, formError };
}
