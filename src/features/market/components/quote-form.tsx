import { Button, Form } from 'antd';
// The input alone: antd's Input index also brings its text area, password, search and OTP.
import Input from 'antd/es/input/Input';
import { memo } from 'react';

import { DictSelect } from '@/components/dict-select';
import { PortSelect } from '@/components/port-select';

import { useListingFormat } from '../hooks/use-listing-format';
import { isQuantity, isVolume, type QuoteSearch } from '../utils/market-search';
import styles from './market.module.css';

/** The quote being filled in: any part may still be missing. */
type QuoteFields = Partial<QuoteSearch>;

/** The fields as typed: the quantity is text until it is sent. */
type QuoteValues = Omit<QuoteFields, 'quantity'> & { quantity?: string };

/** A whole number written in digits, else undefined. */
const wholeNumber = (text?: string) =>
  text && /^\d+$/.test(text.trim()) ? Number(text) : undefined;

interface QuoteFormProps {
  initial: QuoteFields;
  /** The port of loading takes the focus (the member has just opened the form). */
  autoFocus?: boolean;
  onSubmit: (quote: QuoteSearch) => void;
  onClear?: () => void;
}

/**
 * Route + container type + quantity (or cbm for LCL) → the instant quote (written to the address).
 * Memoised: antd's Form.Items read the layout each time they render.
 */
export const QuoteForm = memo(function QuoteForm({
  initial,
  autoFocus,
  onSubmit,
  onClear,
}: QuoteFormProps) {
  const { text } = useListingFormat();
  const [form] = Form.useForm<QuoteValues>();
  const required = (
    id:
      'trade.lane.pol' | 'trade.lane.pod' | 'trade.lane.shipmentType' | 'trade.lane.containerType',
  ) => ({
    required: true,
    message: text('market.quote.required', { label: text(id) }),
  });

  const submit = (values: QuoteValues) => {
    const base = { pol: values.pol ?? '', pod: values.pod ?? '' };
    onSubmit(
      values.shipmentType === 'LCL'
        ? { ...base, shipmentType: 'LCL', volumeCbm: (values.volumeCbm ?? '').trim() }
        : {
            ...base,
            shipmentType: 'FCL',
            containerType: values.containerType,
            quantity: wholeNumber(values.quantity),
          },
    );
  };

  return (
    <Form<QuoteValues>
      form={form}
      layout="vertical"
      initialValues={{ shipmentType: 'FCL', ...initial, quantity: String(initial.quantity ?? 1) }}
      onFinish={submit}
      className={styles.quoteForm}
      requiredMark={false}
    >
      <Form.Item name="pol" label={text('trade.lane.pol')} rules={[required('trade.lane.pol')]}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the member has just opened the form */}
        <PortSelect autoFocus={autoFocus} placeholder={text('trade.lane.portPlaceholder')} />
      </Form.Item>
      <Form.Item name="pod" label={text('trade.lane.pod')} rules={[required('trade.lane.pod')]}>
        <PortSelect placeholder={text('trade.lane.portPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="shipmentType"
        label={text('trade.lane.shipmentType')}
        rules={[required('trade.lane.shipmentType')]}
      >
        <DictSelect dictCode="shipment_type" />
      </Form.Item>
      {/* Only this part renders again when the shipment type changes. */}
      <Form.Item
        noStyle
        shouldUpdate={(previous, next) => previous.shipmentType !== next.shipmentType}
      >
        {({ getFieldValue }) =>
          getFieldValue('shipmentType') === 'LCL' ? (
            <Form.Item
              name="volumeCbm"
              label={text('market.quote.volume')}
              rules={[
                {
                  validator: (_, value?: string) =>
                    isVolume(value?.trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(text('market.quote.volumeInvalid'))),
                },
              ]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          ) : (
            <>
              <Form.Item
                name="containerType"
                label={text('trade.lane.containerType')}
                rules={[required('trade.lane.containerType')]}
              >
                <DictSelect dictCode="container_type" />
              </Form.Item>
              <Form.Item
                name="quantity"
                label={text('market.quote.quantity')}
                rules={[
                  {
                    validator: (_, value?: string) =>
                      isQuantity(wholeNumber(value))
                        ? Promise.resolve()
                        : Promise.reject(new Error(text('market.quote.quantityRange'))),
                  },
                ]}
              >
                <Input inputMode="numeric" />
              </Form.Item>
            </>
          )
        }
      </Form.Item>
      <div className={styles.quoteActions}>
        <Button type="primary" htmlType="submit">
          {text('market.quote.submit')}
        </Button>
        {onClear && <Button onClick={onClear}>{text('market.quote.clear')}</Button>}
      </div>
    </Form>
  );
});
