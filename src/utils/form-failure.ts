import type { TextOf } from '@/lib/i18n/use-text';
import { describeError, fieldOf } from '@/lib/request';

import type { FormInstance } from 'antd';

export type FormFailure<F extends string> =
  { kind: 'field'; field: F; message: string } | { kind: 'form'; message: string };

/**
 * Where a failed form call is shown: next to the field the server named in its 4000 reply when the
 * form has that field (`enterprise.name` names a nested field), else above the form (offline,
 * server down, a conflict). The message is the server's, or a clear one in the current locale.
 * With `match: 'top'`, `fields` are the form's top-level names and a field inside one of them
 * (`containers.0.quantity` in `containers`) is shown next to itself.
 */
export function toFormFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  text: TextOf,
  match: 'field' | 'top' = 'field',
): FormFailure<F> {
  const message = describeError(error, text);
  const field = fieldOf(error);
  const known = match === 'top' ? field?.split('.')[0] : field;
  if (field && known && (fields as readonly string[]).includes(known)) {
    return { kind: 'field', field: field as F, message };
  }
  return { kind: 'form', message };
}

/**
 * The antd Form name path of a dotted server field name: `enterprise.name` → ['enterprise', 'name'];
 * list indexes become numbers, as Form.List names them: `containers.0.quantity` → ['containers', 0, 'quantity'].
 */
export function namePathOf(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Shows a failure the server tied to a field next to that field and moves there (scrolled to the
 * middle of the view, focused), as a form's own validation does; false for a failure of the form.
 * `afterRender`: the move waits for the render under way (the form in a side panel that the answer
 * renders again), so it lands on the field as it then stands.
 */
export function showAtField(
  form: FormInstance,
  failure: FormFailure<string>,
  { afterRender = false } = {},
): boolean {
  if (failure.kind !== 'field') return false;
  const name = namePathOf(failure.field);
  form.setFields([{ name, errors: [failure.message] }]);
  const move = () => form.scrollToField(name, { block: 'center', focus: true });
  if (afterRender) window.setTimeout(move);
  else move();
  return true;
}
