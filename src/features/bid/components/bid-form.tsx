import { Alert, Form, Radio } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { DraftNotice } from '@/components/draft-notice';
import { SectionCard } from '@/components/section-card';
import type { Bid } from '@/contract/bid/types';
import { CURRENCIES, type Currency, type ShipmentSize } from '@/contract/common/trade';
import { useMemberFormDraft } from '@/hooks/use-member-form-draft';
import { useText } from '@/lib/i18n/use-text';
import { BizCode, isBizError } from '@/lib/request';
import { showAtField, toFormFailure } from '@/utils/form-failure';

import { useSaveBid } from '../hooks/use-save-bid';
import { BID_DRAFT } from '../utils/bid-draft';
import {
  bidFieldNames,
  bidToFormValues,
  emptyBidValues,
  toBidBody,
  type BidFormValues,
} from '../utils/bid-form';
import { BidFormActions, type BidFormFeedback } from './bid-form-actions';
import styles from './bid-form.module.css';
import { BidTermsFields } from './bid-terms-fields';
import { BidTotalPanel } from './bid-total-panel';
import { FreightFields } from './freight-fields';
import { SurchargeTable } from './surcharge-table';

import type { ReactNode } from 'react';

interface BidFormProps {
  tenderId: string;
  size: ShipmentSize;
  tenderCurrency: Currency;
  /** The bidder's live bid: the form revises it. */
  bid?: Bid;
  /** Why the bid can no longer change; the form is then read-only. */
  locked?: ReactNode;
  onSaved: (bid: Bid) => void;
  onWithdrawn: (bid: Bid) => void;
  /** The server answered 4009 (deadline passed, tender closed): reload the tender. */
  onConflict: () => void;
}

/**
 * The bid: freight, surcharges and terms, with the live total beside them. Submits a new bid or
 * revises the live one; the server's total is shown once saved. Refusals show next to their field,
 * other failures above the button with a retry; nothing typed is lost.
 */
export function BidForm(props: BidFormProps) {
  const { tenderId, size, tenderCurrency, bid, locked, onSaved, onConflict } = props;
  const intl = useIntl();
  const text = useText();
  const [form] = Form.useForm<BidFormValues>();
  const [feedback, setFeedback] = useState<BidFormFeedback>();
  const { save, saving } = useSaveBid();
  const currency = Form.useWatch('currency', form) ?? tenderCurrency;
  const [baseline, setBaseline] = useState(() =>
    bid ? bidToFormValues(bid, size) : emptyBidValues(size, tenderCurrency),
  );
  // What is typed is kept per tender through a reload or an expired session, until it is saved.
  const draft = useMemberFormDraft(BID_DRAFT, tenderId, baseline, form);

  const submit = async () => {
    // Every value, fields or not: the freight rows' units are set by the tender, not typed.
    const values = form.getFieldsValue(true) as BidFormValues;
    if (feedback?.kind === 'saved') return;
    setFeedback(undefined);
    draft.flush();
    try {
      // Nothing saved: a click while saving, or the member left (the draft is cleared then too).
      const saved = await save(toBidBody(tenderId, values), bid?.id, draft.clear);
      if (!saved) return;
      const savedValues = bidToFormValues(saved, size);
      form.setFieldsValue(savedValues);
      setBaseline(savedValues);
      setFeedback({ kind: 'saved', bid: saved, revised: Boolean(bid) });
      onSaved(saved);
    } catch (error) {
      const failure = toFormFailure(error, bidFieldNames(values), text);
      if (showAtField(form, failure)) return;
      const conflict = isBizError(error, BizCode.conflict);
      setFeedback({ kind: conflict ? 'conflict' : 'failed', message: failure.message });
      if (conflict) onConflict();
    }
  };

  const section = (id: 'freight' | 'surcharges' | 'terms') =>
    intl.formatMessage({ id: `bid.form.section.${id}` });

  return (
    <Form<BidFormValues>
      form={form}
      name="bid"
      layout="vertical"
      initialValues={draft.initialValues}
      disabled={Boolean(locked)}
      onFinish={submit}
      onValuesChange={() => {
        setFeedback((now) => (now?.kind === 'conflict' ? now : undefined));
        draft.changed();
      }}
      scrollToFirstError={{ block: 'center', focus: true }}
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          {locked && <Alert type="warning" showIcon role="alert" title={locked} />}
          {draft.restored && !locked && (
            <DraftNotice savedAt={draft.restored.savedAt} onDiscard={draft.discard} />
          )}
          <SectionCard title={section('freight')}>
            <Form.Item name="currency" label={intl.formatMessage({ id: 'bid.form.currency' })}>
              <Radio.Group
                optionType="button"
                options={CURRENCIES.map((code) => ({ value: code, label: code }))}
              />
            </Form.Item>
            <FreightFields size={size} currency={currency} />
          </SectionCard>
          <SectionCard title={section('surcharges')}>
            <SurchargeTable
              shipmentType={size.shipmentType}
              currency={currency}
              locked={Boolean(locked)}
            />
          </SectionCard>
          <SectionCard title={section('terms')}>
            <BidTermsFields />
          </SectionCard>
        </div>
        <div className={styles.side}>
          <BidTotalPanel form={form} size={size} />
          <BidFormActions
            bid={bid}
            locked={Boolean(locked)}
            saving={saving}
            feedback={feedback}
            onRetry={() => form.submit()}
            onWithdrawn={(withdrawn) => {
              setFeedback(undefined);
              props.onWithdrawn(withdrawn);
            }}
            onConflict={onConflict}
          />
        </div>
      </div>
    </Form>
  );
}
