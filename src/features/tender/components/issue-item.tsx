import { Form, type FormItemProps } from 'antd';

import { useText } from '@/lib/i18n/use-text';
import type { MessageId } from '@/locales/message-id';

import type { IssueField } from '../utils/issue-form';
import type { ReactNode } from 'react';

/**
 * A field's words are `tenderIssue.field.<key>.*`, the key its name but where the name carries a
 * unit or a qualifier the words leave out.
 */
const TEXT_KEY = { volumeCbm: 'volume', weightKg: 'weight', bidDeadline: 'deadline' } as const;
type TextKey<Name> = Name extends keyof typeof TEXT_KEY ? (typeof TEXT_KEY)[Name] : Name;
type LabelId<Name> = `tenderIssue.field.${TextKey<Name> & string}.label`;

/** The form's single fields with a label of their own (the container lines are a list). */
export type IssueItemName = Exclude<
  { [Name in IssueField]: LabelId<Name> extends MessageId ? Name : never }[IssueField],
  'containers'
>;

interface IssueItemProps extends Omit<FormItemProps, 'name' | 'label'> {
  name: IssueItemName;
  children: ReactNode;
}

function labelId(name: IssueItemName) {
  const key = name in TEXT_KEY ? TEXT_KEY[name as keyof typeof TEXT_KEY] : name;
  return `tenderIssue.field.${key}.label` as LabelId<IssueItemName>;
}

/** One field of the tender form, labelled with its own words (`tenderIssue.field.<key>.label`). */
export function IssueItem({ name, children, ...item }: IssueItemProps) {
  const t = useText();
  return (
    <Form.Item name={name} label={t(labelId(name))} {...item}>
      {children}
    </Form.Item>
  );
}
