import { Button, Flex } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import type { PendingPayment } from '@/contract/devtools/types';
import { useDict } from '@/lib/reference';
import { toastError, toastMessage } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';

import { confirmMockPayment } from '../api';
import { DeskItemHead, PendingDesk } from './pending-desk';
import styles from './pending-desk.module.css';

interface PaymentConfirmProps {
  pending: PendingPayment[];
  onConfirmed: () => void;
}

/** The simulated gateway's desk: confirm a pending payment now (needed when the payment delay is 0). */
export function PaymentConfirm({ pending, onConfirmed }: PaymentConfirmProps) {
  const intl = useIntl();
  const describe = useDescribeError();
  const [busy, setBusy] = useState<string>();
  const { labelOf } = useDict('payment_method');

  const confirm = async (orderNo: string) => {
    setBusy(orderNo);
    try {
      await confirmMockPayment({ orderNo });
      toastMessage('success', { id: 'mockPanel.payments.confirmed', values: { orderNo } });
      onConfirmed();
    } catch (error) {
      toastError(describe(error));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <PendingDesk
      titleId="mockPanel.payments.title"
      emptyId="mockPanel.payments.empty"
      items={pending}
      itemKey={(item) => item.paymentNo}
      renderItem={(item) => (
        <Flex vertical gap={8} className={styles.item}>
          <DeskItemHead
            title={item.orderNo}
            description={
              <FormattedMessage
                id="mockPanel.payments.item"
                values={{
                  method: labelOf(item.method),
                  amount: `${item.amount} ${item.currency}`,
                  time: <DateTimeText value={item.createdAt} />,
                }}
              />
            }
          />
          <div>
            <Button
              type="primary"
              loading={busy === item.orderNo}
              disabled={busy !== undefined && busy !== item.orderNo}
              onClick={() => void confirm(item.orderNo)}
              aria-label={intl.formatMessage(
                { id: 'mockPanel.payments.confirmLabel' },
                { orderNo: item.orderNo },
              )}
            >
              <FormattedMessage id="mockPanel.payments.confirm" />
            </Button>
          </div>
        </Flex>
      )}
    />
  );
}
