import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';

import type { InvoiceApplication } from '@/contract/invoice/types';
import { useMutation } from '@/hooks/use-mutation';
import { downloadFile } from '@/lib/download/download-file';
import { useText } from '@/lib/i18n/use-text';
import { toastError, useDescribeError } from '@/lib/request';

import { resendInvoice } from '../api';

interface IssuedActionsProps {
  application: InvoiceApplication & { invoiceNo: string };
  /** After a resend: the application has a new sending time. */
  onSent: () => void;
}

/** An issued invoice's actions for both sides: download its PDF, e-mail it again. */
export function IssuedActions({ application: a, onSent }: IssuedActionsProps) {
  const text = useText();
  const describe = useDescribeError();
  const { message } = App.useApp();
  const { pdfUrl, invoiceNo } = a;

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
      void message.success(text('invoice.resend.done', { email: a.email }));
    } catch {
      // The request module has shown why (sent a moment ago: try again in a minute).
    }
  });

  return (
    <>
      {pdfUrl && (
        <Button
          size="small"
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          loading={download.running}
          onClick={() => void download.run(pdfUrl)}
          aria-label={text('invoice.pdf.downloadNamed', { invoiceNo })}
        >
          {text('invoice.pdf.download')}
        </Button>
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
    </>
  );
}
