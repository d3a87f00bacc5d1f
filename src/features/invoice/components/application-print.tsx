import { useIntl } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import { LtrRun } from '@/components/ltr-run';
import { PrintHeader } from '@/components/print/print-header';
import type { InvoiceApplication, InvoiceLine } from '@/contract/invoice/types';
import { formatMoney } from '@/lib/i18n/format-money';
import { useText } from '@/lib/i18n/use-text';

import styles from './invoice.module.css';
import { IssuedInvoice } from './issued-invoice';

import type { ReactNode } from 'react';

interface ApplicationPrintProps {
  application: InvoiceApplication;
  onSent: () => void;
}

/** Label and value pairs; a value the application does not carry is said to be missing. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className={styles.printFacts}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One application on paper, every figure written out: the buyer's title with its tax details, the
 * seller, the type, each order's line with its rate and tax, the totals, where it stands and when.
 * Printed alone from its card (PrintButton's `alone`).
 */
export function ApplicationPrint({ application: a, onSent }: ApplicationPrintProps) {
  const text = useText();
  const intl = useIntl();
  const money = (value: string) => formatMoney(intl, value, a.currency);
  const given = (value: string | undefined) => value ?? text('invoice.print.notGiven');
  // Numbers and codes read left to right on an Arabic page too (a group of digits would not).
  const code = (value: string | undefined) =>
    value === undefined ? given(value) : <LtrRun>{value}</LtrRun>;
  const rate = (line: InvoiceLine) => {
    if (line.taxRate === 'exempt') return text('invoice.apply.exempt');
    if (line.taxRate === 'untaxed') return text('invoice.apply.untaxed');
    return intl.formatNumber(line.taxRate / 100, { style: 'percent' });
  };

  return (
    <>
      <PrintHeader />
      <article className={styles.printDoc}>
        <h1 className={styles.printTitle}>{text('invoice.print.title')}</h1>
        <Facts
          items={[
            [text('invoice.print.status'), text(`invoice.status.${a.status}`)],
            [text('invoice.col.type'), text(`invoice.type.${a.type}`)],
            [text('invoice.col.payer'), a.payer.name],
            [text('invoice.col.appliedAt'), <DateTimeText key="at" value={a.createdAt} />],
            [text('invoice.col.email'), code(a.email)],
            ...(a.status === 'rejected' && a.rejectedAt
              ? ([
                  [
                    text('invoice.print.rejectedAt'),
                    <DateTimeText key="at" value={a.rejectedAt} />,
                  ],
                  [text('invoice.records.rejectReason'), given(a.reason)],
                ] as [string, ReactNode][])
              : []),
          ]}
        />
        {a.status === 'issued' && a.invoiceNo && a.issuedAt && (
          <IssuedInvoice
            application={{ ...a, invoiceNo: a.invoiceNo, issuedAt: a.issuedAt }}
            onSent={onSent}
          />
        )}
        <section className="print-keep">
          <h2 className={styles.printHeading}>{text('invoice.print.buyer')}</h2>
          <Facts
            items={[
              [text('invoice.field.title'), a.title.title],
              [text('invoice.field.taxNo'), code(a.title.taxNo)],
              [text('invoice.field.address'), given(a.title.address)],
              [text('invoice.field.phone'), code(a.title.phone)],
              [text('invoice.field.bank'), given(a.title.bank)],
              [text('invoice.field.account'), code(a.title.account)],
            ]}
          />
        </section>
        <section className="print-keep">
          <h2 className={styles.printHeading}>{text('invoice.print.seller')}</h2>
          <Facts
            items={[
              [text('invoice.print.name'), a.payee.name],
              [text('invoice.field.taxNo'), code(a.payee.taxNo)],
            ]}
          />
        </section>
        <section>
          <h2 className={styles.printHeading}>{text('invoice.print.lines')}</h2>
          <table className={styles.printTable}>
            <thead>
              <tr>
                <th scope="col">{text('invoice.print.orderNo')}</th>
                <th scope="col">{text('invoice.print.subject')}</th>
                <th scope="col">{text('invoice.print.item')}</th>
                <th scope="col">{text('invoice.print.paidAt')}</th>
                <th scope="col">{text('invoice.print.amount')}</th>
                <th scope="col">{text('invoice.print.rate')}</th>
                <th scope="col">{text('invoice.print.tax')}</th>
              </tr>
            </thead>
            <tbody>
              {a.lines.map((line) => (
                <tr key={line.orderNo}>
                  <td className={styles.printCode}>
                    <LtrRun>{line.orderNo}</LtrRun>
                  </td>
                  <td>{line.subject}</td>
                  <td>{text(`invoice.print.item.${line.item}`)}</td>
                  <td>
                    <DateTimeText value={line.paidAt} />
                  </td>
                  <td className={styles.printNumber}>{money(line.amount)}</td>
                  <td>{rate(line)}</td>
                  <td className={styles.printNumber}>{money(line.tax)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {text('invoice.print.total')}
                </th>
                <td className={styles.printNumber}>{money(a.amount)}</td>
                <td />
                <td className={styles.printNumber}>{money(a.tax)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      </article>
    </>
  );
}
