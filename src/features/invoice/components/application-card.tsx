import { Popconfirm, Tag } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import { EmailAddress } from '@/components/email-address';
import { KeepFocusButton } from '@/components/keep-focus-button';
import { PrintButton } from '@/components/print/print-button';
import { StatusTag, type TagColour } from '@/components/status-tag';
import type { InvoiceApplication } from '@/contract/invoice/types';
import { useFocusHandOff } from '@/hooks/use-focus-hand-off';
import { formatMoney } from '@/lib/i18n/format-money';
import { useText } from '@/lib/i18n/use-text';

import { ApplicationPrint } from './application-print';
import styles from './invoice.module.css';
import { IssuedInvoice } from './issued-invoice';

import type { ReactNode } from 'react';

// antd's processing and error tag colours are below 4.5:1 on their backgrounds; these presets pass.
const STATUS_COLOURS: Record<InvoiceApplication['status'], TagColour> = {
  pending: 'blue',
  issued: 'success',
  rejected: 'red',
};

interface ApplicationCardProps {
  application: InvoiceApplication;
  /** The payee's answers to a pending application; absent for the payer. */
  onIssue?: () => void;
  onReject?: () => void;
  busy?: boolean;
  /** An issued invoice was e-mailed again. */
  onSent: () => void;
}

/**
 * One application: who, how much with the tax in it, which orders, and where it stands (an issued
 * one with its invoice, a rejected one with the reason, a pending one with the payee's answers).
 */
export function ApplicationCard({
  application: a,
  onIssue,
  onReject,
  busy,
  onSent,
}: ApplicationCardProps) {
  const text = useText();
  const intl = useIntl();
  const money = (value: string) => formatMoney(intl, value, a.currency);
  const other = a.role === 'payer' ? a.payee.name : a.title.title;
  return (
    <article className={styles.title} aria-label={other}>
      <div className={styles.titleHead}>
        <StatusTag color={STATUS_COLOURS[a.status]}>{text(`invoice.status.${a.status}`)}</StatusTag>
        <Tag>{text(`invoice.type.${a.type}Short`)}</Tag>
        {/* This application alone on paper, with every detail the card leaves out. */}
        <PrintButton
          className={styles.printAction}
          size="small"
          label={text('invoice.print.named', { name: other })}
          alone={() => <ApplicationPrint application={a} onSent={onSent} />}
        />
      </div>
      <h3 className={styles.titleName}>
        {a.role === 'payer'
          ? text('invoice.records.to', { name: a.payee.name })
          : text('invoice.records.from', { name: a.title.title })}
      </h3>
      <p className={styles.facts}>
        {text('invoice.records.amount', { amount: money(a.amount), tax: money(a.tax) })}
      </p>
      <p className={styles.facts}>
        {text('invoice.records.orders', {
          count: a.lines.length,
          orderNos: intl.formatList(
            a.lines.map((line) => line.orderNo),
            { type: 'conjunction', style: 'narrow' },
          ),
        })}
      </p>
      <p className={styles.facts}>
        {text('invoice.records.appliedAt')} <DateTimeText value={a.createdAt} />
        {a.status !== 'issued' && (
          <>
            {' · '}
            <FormattedMessage
              id="invoice.records.sendTo"
              values={{ email: <EmailAddress address={a.email} /> }}
            />
          </>
        )}
      </p>
      {a.status === 'issued' && a.invoiceNo && a.issuedAt && (
        <IssuedInvoice
          application={{ ...a, invoiceNo: a.invoiceNo, issuedAt: a.issuedAt }}
          onSent={onSent}
        />
      )}
      {a.status === 'rejected' && a.reason && (
        <p className={styles.facts}>{text('invoice.records.reason', { reason: a.reason })}</p>
      )}
      {a.status === 'pending' && onIssue && onReject && (
        <PendingActions>
          <Popconfirm
            disabled={busy}
            title={text('invoice.records.issueConfirm')}
            okText={text('invoice.records.issue')}
            cancelText={text('common.cancel')}
            okButtonProps={{ 'aria-label': text('invoice.records.issueNamed', { name: other }) }}
            onConfirm={onIssue}
          >
            <KeepFocusButton size="small" type="primary" off={busy}>
              {text('invoice.records.issue')}
            </KeepFocusButton>
          </Popconfirm>
          <KeepFocusButton
            size="small"
            danger
            off={busy}
            onClick={onReject}
            aria-label={text('invoice.records.rejectNamed', { name: other })}
          >
            {text('invoice.records.reject')}
          </KeepFocusButton>
        </PendingActions>
      )}
    </article>
  );
}

/** Issue and Reject: once answered they go, and a focus they had stays on the card. */
function PendingActions({ children }: { children: ReactNode }) {
  const ref = useFocusHandOff<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.actions}>
      {children}
    </div>
  );
}
