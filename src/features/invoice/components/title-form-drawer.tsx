import { App, Button, Checkbox, Form, Input, Radio, Space } from 'antd';
import { useState } from 'react';

import { FormError } from '@/components/form-error';
import { SidePanel } from '@/components/side-panel';
import { INVOICE_LIMITS } from '@/contract/invoice/limits';
import type { TitleContext } from '@/contract/invoice/title-rules';
import { INVOICE_TYPES, type InvoiceTitle, type TitleInput } from '@/contract/invoice/types';
import { useText } from '@/lib/i18n/use-text';
import { charLimit } from '@/utils/char-limit';

import { useTitleRules } from '../hooks/use-title-rules';
import { useTitleSave } from '../hooks/use-title-save';
import styles from './invoice.module.css';

export interface TitleFormTarget {
  /** The title being edited; none: a new one. */
  title?: InvoiceTitle;
}

interface TitleFormDrawerProps {
  target: TitleFormTarget | undefined;
  context: TitleContext;
  onClose: () => void;
  onSaved: (title: InvoiceTitle) => void;
}

const valuesOf = (title: InvoiceTitle | undefined, context: TitleContext): TitleInput =>
  title
    ? { ...title }
    : // A certified member most often needs its own special title: start there.
      context.certified
      ? { type: 'special', title: context.certified.name, taxNo: context.certified.taxNo }
      : { type: 'general', title: '', taxNo: '' };

/**
 * A title in a drawer: type, name and taxpayer number, and for a special invoice the registered
 * address and phone, bank and account. Each field is checked by the rules the server applies; a
 * field the server refuses shows its message beside it, and what was typed stays.
 */
export function TitleFormDrawer({ target, context, onClose, onSaved }: TitleFormDrawerProps) {
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<TitleInput>();
  const rules = useTitleRules(context);
  const { save, saving } = useTitleSave();
  const [formError, setFormError] = useState<string>();
  const editing = target?.title;
  const type = Form.useWatch('type', form) ?? valuesOf(editing, context).type;
  const special = type === 'special';

  const close = () => {
    setFormError(undefined);
    onClose();
  };

  const submit = async (values: TitleInput) => {
    setFormError(undefined);
    const outcome = await save(values, editing?.id);
    if (!outcome || outcome.kind === 'signedOut') return;
    if (outcome.kind === 'saved') {
      void message.success(text('invoice.form.saved', { title: outcome.title.title }));
      onSaved(outcome.title);
    } else if (outcome.kind === 'field') {
      form.setFields([{ name: outcome.field, errors: [outcome.message] }]);
      form.scrollToField(outcome.field, { block: 'center', focus: true });
    } else {
      setFormError(outcome.message);
    }
  };

  const field = (name: 'address' | 'phone' | 'bank' | 'account', max: number) => (
    <Form.Item
      name={name}
      label={text(`invoice.field.${name}`)}
      rules={rules(name)}
      required={special}
      dependencies={['type']}
    >
      <Input count={charLimit(max)} autoComplete="off" />
    </Form.Item>
  );

  return (
    <SidePanel
      kind="form"
      open={Boolean(target)}
      onClose={close}
      title={text(editing ? 'invoice.form.editTitle' : 'invoice.form.createTitle')}
      footer={
        <Space>
          <Button onClick={close}>{text('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {text('invoice.form.submit')}
          </Button>
        </Space>
      }
    >
      {target && (
        <Form<TitleInput>
          form={form}
          layout="vertical"
          initialValues={valuesOf(editing, context)}
          onFinish={(values) => void submit(values)}
          scrollToFirstError
        >
          <FormError message={formError} />
          <Form.Item name="type" label={text('invoice.field.type')} rules={rules('type')}>
            <Radio.Group
              optionType="button"
              options={INVOICE_TYPES.map((value) => ({
                value,
                label: text(`invoice.type.${value}`),
              }))}
            />
          </Form.Item>
          {special && (
            <p className={styles.hint}>
              {context.certified
                ? text('invoice.form.specialHint', context.certified)
                : text('invoice.form.specialNeedsCert')}
            </p>
          )}
          <Form.Item
            name="title"
            label={text('invoice.field.title')}
            rules={rules('title')}
            required
            dependencies={['type']}
          >
            <Input count={charLimit(INVOICE_LIMITS.title)} autoComplete="organization" />
          </Form.Item>
          <Form.Item
            name="taxNo"
            label={text('invoice.field.taxNo')}
            extra={text('invoice.form.taxNoHint')}
            rules={rules('taxNo')}
            required
            dependencies={['type']}
          >
            <Input count={charLimit(24)} autoComplete="off" className={styles.code} />
          </Form.Item>
          {field('address', INVOICE_LIMITS.address)}
          {field('phone', INVOICE_LIMITS.phone)}
          {field('bank', INVOICE_LIMITS.bank)}
          {field('account', INVOICE_LIMITS.account)}
          {!editing?.isDefault && (
            <Form.Item name="isDefault" valuePropName="checked">
              <Checkbox>{text('invoice.field.isDefault')}</Checkbox>
            </Form.Item>
          )}
        </Form>
      )}
    </SidePanel>
  );
}
