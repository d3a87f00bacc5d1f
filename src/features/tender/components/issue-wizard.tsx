import { Button, Form, Steps } from 'antd';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { DraftNotice } from '@/components/draft-notice';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import type { TenderBody } from '@/contract/tender/types';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useText } from '@/lib/i18n/use-text';
import { toastMessage } from '@/lib/request';
import { namePathOf } from '@/utils/form-failure';

import { useIssuePublish } from '../hooks/use-issue-publish';
import { fromStoredValues, issueDraftSpec } from '../utils/issue-draft';
import { issueDefaults, toTenderBody, type IssueFormValues } from '../utils/issue-form';
import { issueRules } from '../utils/issue-rules';
import { IssueCargoFields } from './issue-cargo-fields';
import { IssueExtraFields } from './issue-extra-fields';
import { IssueFormAlert, type IssueFormError } from './issue-form-alert';
import styles from './issue-form.module.css';
import { IssueReview } from './issue-review';
import { IssueRouteFields } from './issue-route-fields';
import { IssueScheduleFields } from './issue-schedule-fields';
import { IssueSizeFields } from './issue-size-fields';

interface IssueWizardProps {
  memberId: string;
  /** Values suggested by the address (lane, shipment type); a restored draft wins over them. */
  prefill: Partial<IssueFormValues>;
  /** After the member discarded the draft: the page opens a fresh form. */
  onDiscarded: () => void;
  /** The HS code field's control (value/onChange of the code); a plain input when absent. */
  hsCodeInput?: ReactElement;
}

/** The antd name path of a field the server refused: list rows keep their index, others their field. */
function fieldPath(field: string): (string | number)[] {
  const path = namePathOf(field);
  return path[0] === 'containers' && path.length === 3 ? path : path.slice(0, 1);
}

/**
 * The tender form in two steps: fill in (the draft is saved as the member types), then review and
 * publish. The form stays mounted during the review, so going back keeps everything; a refusal
 * brings the member back to the field it names.
 */
export function IssueWizard({ memberId, prefill, onDiscarded, hsCodeInput }: IssueWizardProps) {
  const text = useText();
  const t = useText();
  const navigate = useNavigate();
  // A draft is what differs from a fresh form (the address's suggestions count as typed).
  const [fresh] = useState(() => issueDefaults());
  const draft = useFormDraft(issueDraftSpec, { memberId }, fresh);
  const [initial] = useState(() =>
    draft.restored ? fromStoredValues(draft.restored.values) : issueDefaults(prefill),
  );
  const [form] = Form.useForm<IssueFormValues>();
  const [review, setReview] = useState<TenderBody>();
  const [formError, setFormError] = useState<IssueFormError>();
  const { publish, publishing } = useIssuePublish(draft.clear);
  const rules = useMemo(() => issueRules(text), [text]);
  const top = useRef<HTMLDivElement>(null);

  const showTop = () => {
    top.current?.scrollIntoView?.({ block: 'start' });
    top.current?.focus();
  };

  const changed = (values: Partial<IssueFormValues>) => {
    setFormError(undefined);
    draft.schedule(form.getFieldsValue(true));
    if (values.containers) {
      const rows = (form.getFieldValue('containers') ?? []) as IssueFormValues['containers'];
      const typed = (rows ?? []).flatMap((row, index) => (row?.type ? [index] : []));
      void form.validateFields(typed.map((index) => ['containers', index, 'type'])).catch(() => {});
    }
  };

  const toReview = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    draft.flush();
    setFormError(undefined);
    setReview(toTenderBody(form.getFieldsValue(true) as IssueFormValues));
    showTop();
  };

  const backToEdit = () => {
    setReview(undefined);
    showTop();
  };

  const confirm = async () => {
    if (!review) return;
    draft.flush();
    // No outcome: a click while publishing, or the member left before the answer (the draft is
    // removed then too, by `useIssuePublish`).
    const outcome = await publish(review);
    if (!outcome || outcome.kind === 'signedOut') return;
    if (outcome.kind === 'published') {
      toastMessage('success', { id: 'tenderIssue.issue.published' });
      navigate(paths.business.tenderDetail.href(outcome.tender.id));
      return;
    }
    if (outcome.kind === 'field') {
      setReview(undefined);
      const name = fieldPath(outcome.field) as ['title'];
      form.setFields([{ name, errors: [outcome.message] }]);
      window.setTimeout(() => form.scrollToField(name, { block: 'center', focus: true }));
      return;
    }
    setFormError({ message: outcome.message, uncertified: outcome.uncertified });
  };

  const discard = () => {
    draft.clear();
    toastMessage('info', { id: 'common.draft.discarded' });
    onDiscarded();
  };

  return (
    <div className={styles.stack}>
      <div ref={top} tabIndex={-1} className={styles.anchor}>
        <Steps
          size="small"
          current={review ? 1 : 0}
          items={[{ title: t('tenderIssue.step.fill') }, { title: t('tenderIssue.step.review') }]}
        />
      </div>
      {draft.restored && !review && (
        <DraftNotice savedAt={draft.restored.savedAt} onDiscard={discard} />
      )}
      <Form<IssueFormValues>
        form={form}
        name="tenderIssue"
        layout="vertical"
        initialValues={initial}
        onValuesChange={changed}
        onFinish={() => void toReview()}
        scrollToFirstError={{ block: 'center', focus: true }}
        className={review ? styles.hidden : styles.stack}
      >
        <SectionCard title={t('tenderIssue.section.route')}>
          <IssueRouteFields rules={rules} />
        </SectionCard>
        <SectionCard title={t('tenderIssue.section.cargo')}>
          <IssueSizeFields rules={rules} />
          <IssueCargoFields rules={rules} hsCodeInput={hsCodeInput} />
        </SectionCard>
        <SectionCard title={t('tenderIssue.section.schedule')}>
          <IssueScheduleFields rules={rules} />
        </SectionCard>
        <SectionCard title={t('tenderIssue.section.more')}>
          <IssueExtraFields rules={rules} />
        </SectionCard>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" size="large">
            <FormattedMessage id="tenderIssue.action.review" />
          </Button>
          <span className={styles.zone}>
            <FormattedMessage id="tenderIssue.draft.autosave" />
          </span>
        </div>
      </Form>
      {review && (
        <>
          <IssueReview body={review} />
          {formError && <IssueFormAlert error={formError} onRetry={() => void confirm()} />}
          <div className={styles.actions}>
            <Button onClick={backToEdit} size="large" disabled={publishing}>
              <FormattedMessage id="tenderIssue.action.back" />
            </Button>
            <Button type="primary" size="large" loading={publishing} onClick={() => void confirm()}>
              <FormattedMessage id="tenderIssue.action.publish" />
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
