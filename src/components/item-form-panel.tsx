import { Button, Space } from 'antd';

import { useText } from '@/lib/i18n/use-text';
import type { MessagePrefix } from '@/locales/message-id';

import { SidePanel } from './side-panel';

import type { ReactNode } from 'react';

/** What an item's form is open for: a new item, a copy of one (saved as a new one) or an edit. */
export type FormMode = 'create' | 'copy' | 'edit';

/**
 * The panel's words by their common start: `${prefix}.createTitle`, `.copyTitle` and `.editTitle`
 * title it; its submit says `.submitCreate` for a new item or a copy and `.submitSave` for an edit.
 */
type ItemFormMessages = MessagePrefix<'createTitle'> &
  MessagePrefix<'copyTitle'> &
  MessagePrefix<'editTitle'> &
  MessagePrefix<'submitCreate'> &
  MessagePrefix<'submitSave'>;

interface ItemFormPanelProps<T extends { mode: FormMode }> {
  /** What the form is open for; none: the panel is closed. */
  target: T | undefined;
  messages: ItemFormMessages;
  /** A save is under way: the submit spins. */
  saving: boolean;
  /** Submits the form (`form.submit()`: its own checks run first). */
  onSubmit: () => void;
  onClose: () => void;
  /** A Cancel button before the submit (it closes, as the panel's own close does). */
  cancel?: boolean;
  /** The form for the target; dropped when the panel closes, so the next target starts fresh. */
  children: (target: T) => ReactNode;
}

/** An item's form in a side panel, titled by what it is open for, with its submit in the footer. */
export function ItemFormPanel<T extends { mode: FormMode }>(props: ItemFormPanelProps<T>) {
  const { target, messages, saving, onSubmit, onClose, cancel, children } = props;
  const text = useText();
  const mode = target?.mode ?? 'create';
  const submit = (
    <Button type="primary" loading={saving} onClick={onSubmit}>
      {text(`${messages}.${mode === 'edit' ? 'submitSave' : 'submitCreate'}`)}
    </Button>
  );

  return (
    <SidePanel
      kind="form"
      open={Boolean(target)}
      onClose={onClose}
      title={text(`${messages}.${mode}Title`)}
      footer={
        cancel ? (
          <Space>
            <Button onClick={onClose}>{text('common.cancel')}</Button>
            {submit}
          </Space>
        ) : (
          submit
        )
      }
    >
      {target && children(target)}
    </SidePanel>
  );
}
