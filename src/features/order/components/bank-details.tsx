import { FormattedMessage, useIntl } from 'react-intl';

import { CopyButton } from '@/components/copy-button';
import { LtrRun } from '@/components/ltr-run';
import { MoneyText } from '@/components/money-text';
import type { Payment } from '@/contract/order/types';
import type { MessageId } from '@/locales/message-id';

import styles from './order.module.css';

type BankAccount = NonNullable<Payment['bankAccount']>;

const FIELDS: { key: keyof BankAccount; labelId: MessageId; copy: boolean }[] = [
  { key: 'bank', labelId: 'order.bank.bank', copy: false },
  { key: 'accountName', labelId: 'order.bank.accountName', copy: true },
  { key: 'accountNo', labelId: 'order.bank.accountNo', copy: true },
  { key: 'reference', labelId: 'order.bank.reference', copy: true },
];

/** Where to transfer the money and the reference to quote, each copyable. */
export function BankDetails({ payment, account }: { payment: Payment; account: BankAccount }) {
  const intl = useIntl();
  return (
    <div className={styles.bank}>
      <p>
        <FormattedMessage
          id="order.bank.intro"
          values={{ amount: <MoneyText value={payment.amount} currency={payment.currency} /> }}
        />
      </p>
      <dl className={styles.bankList}>
        {FIELDS.map(({ key, labelId, copy }) => {
          const label = intl.formatMessage({ id: labelId });
          return (
            <div key={key} className={styles.bankRow}>
              <dt>{label}</dt>
              <dd>
                {/* An account number or reference is groups of digits: they read left to right
                    on an Arabic page too, or a transfer goes to the groups in reverse. */}
                {key === 'accountNo' || key === 'reference' ? (
                  <span className={styles.code}>
                    <LtrRun>{account[key]}</LtrRun>
                  </span>
                ) : (
                  <span className={key === 'bank' ? undefined : styles.code}>{account[key]}</span>
                )}
                {copy && <CopyButton text={account[key]} field={label} />}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
