import { FormattedMessage } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import type { PendingInvoice } from '@/contract/devtools/types';
import { toastMessage } from '@/lib/request';

import { answerMockInvoice } from '../api';
import { DecisionItem } from './decision-item';
import { PendingDesk } from './pending-desk';

interface InvoiceAnswerProps {
  pending: PendingInvoice[];
  onAnswered: () => void;
}

/** The payees' desk for demos: issue or reject each pending invoice application (with a reason). */
export function InvoiceAnswer({ pending, onAnswered }: InvoiceAnswerProps) {
  return (
    <PendingDesk
      titleId="mockPanel.invoices.title"
      emptyId="mockPanel.invoices.empty"
      items={pending}
      itemKey={(item) => item.id}
      renderItem={(item) => (
        <DecisionItem
          title={
            <FormattedMessage
              id="mockPanel.invoices.parties"
              values={{ payer: item.payer, payee: item.payee }}
            />
          }
          description={
            <FormattedMessage
              id="mockPanel.invoices.item"
              values={{
                amount: `${item.amount} ${item.currency}`,
                orders: item.orders,
                time: <DateTimeText value={item.createdAt} />,
              }}
            />
          }
          acceptId="mockPanel.invoices.issue"
          onDecide={async (decision, reason) => {
            const issue = decision === 'accept';
            const result = await answerMockInvoice({
              id: item.id,
              decision: issue ? 'issue' : 'reject',
              ...(issue ? {} : { reason }),
            });
            toastMessage(
              'success',
              result.invoiceNo
                ? { id: 'mockPanel.invoices.issued', values: { invoiceNo: result.invoiceNo } }
                : { id: 'mockPanel.invoices.rejected' },
            );
            onAnswered();
          }}
        />
      )}
    />
  );
}
