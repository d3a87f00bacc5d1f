import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import { EmailAddress } from '@/components/email-address';
import { LtrRun } from '@/components/ltr-run';
import { RateDay } from '@/components/rate-day';
import { RefusedUrlReason } from '@/components/refused-url';
import type { InvoiceApplication } from '@/contract/invoice/types';
import { useMutation } from '@/hooks/use-mutation';
import { downloadFile } from '@/lib/download/download-file';
import { formatMoney } from '@/lib/i18n/format-money';
import { useText } from '@/lib/i18n/use-text';
import { toastError, useDescribeError } from '@/lib/request';
import { checkServerFileUrl } from '@/lib/urls/server-urls';

import { resendInvoice } from '../api';
import styles from './invoice.module.css';

interface IssuedInvoiceProps {
  application: InvoiceApplication & { invoiceNo: string; issuedAt: string };
  /** After a resend: the application has a new sending time. */
  onSent: () => void;
}

/**
 * An issued application's invoice, the same for both sides: its number and date, what it states in
 * yuan (at the rate, for orders paid in another currency), when it was last e-mailed; its PDF to
 * download and a resend.
 */
export function IssuedInvoice({ application: a, onSent }: IssuedInvoiceProps) {
  const text = useText();
  const intl = useIntl();
  const yuan = (value: string) => formatMoney(intl, value, 'CNY');
  const describe = useDescribeError();
  const { message } = App.useApp();
  const { invoiceNo } = a;
  // Only a file on this site or the object storage is fetched; another address is not offered.
  const pdf = a.pdfUrl === undefined ? undefined : checkServerFileUrl(a.pdfUrl);

  const download = useMutation(async (url: string) => {
    try {
      await downloadFile(url, text('invoice.pdf.fileName', { invoiceNo }), {
        skipErrorToast: true,
      });
    } catch (error) {
      // The button stays: pressing it again is the retry.
      toastError(text('invoice.pdf.failed', { reason: describe(error) }));
    }
  });

  const resend = useMutation(async () => {
    try {
      await resendInvoice(a.id);
      onSent();
      void message.success(
        intl.formatMessage(
          { id: 'invoice.resend.done' },
          { email: <EmailAddress address={a.email} /> },
        ),
      );
    } catch {
      // The request module has shown why (sent a moment ago: try again in a minute).
    }
  });

  return (
    <>
      <p className={styles.facts}>
        {text('invoice.records.invoiceNo', { invoiceNo })} · {text('invoice.records.issuedAt')}{' '}
        <DateTimeText value={a.issuedAt} />
      </p>
      {a.invoiced && (
        <p className={styles.facts}>
          {a.invoiced.rates
            ? intl.formatMessage(
                { id: 'invoice.records.invoicedAtRate' },
                {
                  amount: yuan(a.invoiced.amount),
                  tax: yuan(a.invoiced.tax),
                  // The rate kept on each order when it was paid, with that day (China time).
                  rates: intl.formatList(
                    a.invoiced.rates.map(({ on, rate }) => (
                      <span key={`${on} ${rate}`}>
                        {intl.formatMessage(
                          { id: 'invoice.records.rateOn' },
                          {
                            on: <RateDay key="on" day={on} />,
                            currency: a.currency,
                            rate,
                            // The equation reads left to right as one run, in an Arabic sentence too.
                            ltr: (chunks) => <LtrRun key="ltr">{chunks}</LtrRun>,
                          },
                        )}
                      </span>
                    )),
                  ),
                },
              )
            : text('invoice.records.invoiced', {
                amount: yuan(a.invoiced.amount),
                tax: yuan(a.invoiced.tax),
              })}
        </p>
      )}
      {a.sentAt && (
        <p className={styles.facts}>
          <FormattedMessage
            id="invoice.records.sentAt"
            values={{ email: <EmailAddress address={a.email} /> }}
          />{' '}
          <DateTimeText value={a.sentAt} />
        </p>
      )}
      <div className={styles.actions}>
        {pdf?.ok && (
          <Button
            size="small"
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            loading={download.running}
            onClick={() => void download.run(pdf.href)}
            aria-label={text('invoice.pdf.downloadNamed', { invoiceNo })}
          >
            {text('invoice.pdf.download')}
          </Button>
        )}
        {pdf && !pdf.ok && (
          <span className={styles.refusedPdf}>
            {text('invoice.pdf.refused')} <RefusedUrlReason refused={pdf.refused} />
          </span>
        )}
        <Button
          size="small"
          icon={<MailOutlined aria-hidden />}
          loading={resend.running}
          onClick={() => void resend.run()}
          aria-label={text('invoice.resend.named', { invoiceNo, email: a.email })}
        >
          {text('invoice.resend.action')}
        </Button>
      </div>
    </>
  );
}
