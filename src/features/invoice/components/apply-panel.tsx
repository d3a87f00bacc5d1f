import { Alert, App, Button, Checkbox, Empty, Form, Input, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import { DotList } from '@/components/dot-list';
import { EmailAddress } from '@/components/email-address';
import { FormError } from '@/components/form-error';
import { LazySelect } from '@/components/lazy-select';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { MoneyText } from '@/components/money-text';
import { RetryAlert } from '@/components/retry-alert';
import { EMAIL_PATTERN } from '@/contract/common/validators';
import { INVOICE_LIMITS } from '@/contract/invoice/limits';
import { groupInvoiceable, selectionProblem } from '@/contract/invoice/selection';
import { sumAmounts } from '@/contract/invoice/tax';
import type { InvoiceTitle } from '@/contract/invoice/types';
import { formatMoney } from '@/lib/i18n/format-money';
import { useText } from '@/lib/i18n/use-text';
import { charLimit } from '@/utils/char-limit';

import { useApplyInvoice } from '../hooks/use-apply-invoice';
import { useInvoiceableOrders } from '../hooks/use-invoiceable';
import styles from './invoice.module.css';
import { NotInvoicedList } from './not-invoiced-list';

interface ApplyValues {
  titleId?: string;
  email?: string;
}

interface ApplyPanelProps {
  /** The member's titles (the default first); undefined while they load. */
  titles: InvoiceTitle[] | undefined;
  /** Where the invoice goes by default: the member's e-mail. */
  email: string | undefined;
  /** An application was made: the member's applications have a new one. */
  onApplied: () => void;
}

/**
 * The paid orders still to invoice, grouped by payee and currency with their sums; the member
 * picks orders of one group, a title and an e-mail address and applies. A choice across groups is
 * refused on the spot, in words, and what was chosen stays.
 */
export function ApplyPanel({ titles, email, onApplied }: ApplyPanelProps) {
  const text = useText();
  const intl = useIntl();
  const { message } = App.useApp();
  const orders = useInvoiceableOrders();
  const { apply, applying } = useApplyInvoice();
  const [chosen, setChosen] = useState<string[]>([]);
  const [formError, setFormError] = useState<string>();
  const [tried, setTried] = useState(false);
  const [form] = Form.useForm<ApplyValues>();
  // Paid orders not invoiced (those the coupon paid in full) are told apart, never offered.
  const offered = useMemo(() => (orders.data ?? []).filter((o) => !o.notInvoiced), [orders.data]);
  const notInvoiced = (orders.data ?? []).filter((order) => order.notInvoiced);
  const groups = useMemo(() => groupInvoiceable(offered), [offered]);
  const picked = offered.filter((order) => chosen.includes(order.orderNo));
  const problem = selectionProblem(picked);
  const currency = picked[0]?.currency;
  const hasExempt = picked.some((order) => order.taxRate === 'exempt');
  const hasVoucher = picked.some((order) => order.taxRate === 'untaxed');
  const offersVoucher = offered.some((order) => order.taxRate === 'untaxed');

  const submit = async (values: ApplyValues) => {
    setTried(true);
    setFormError(undefined);
    if (problem) return;
    const outcome = await apply({
      // What is chosen among the orders offered now (a reload drops those invoiced meanwhile).
      orderNos: picked.map((order) => order.orderNo),
      titleId: values.titleId ?? '',
      email: (values.email ?? '').trim(),
    });
    if (!outcome || outcome.kind === 'signedOut') return;
    if (outcome.kind === 'applied') {
      void message.success(
        intl.formatMessage(
          { id: 'invoice.apply.done' },
          { email: <EmailAddress address={outcome.application.email} /> },
        ),
      );
      setChosen([]);
      setTried(false);
      orders.refresh();
      onApplied();
    } else if (outcome.kind === 'field' && outcome.field !== 'orderNos') {
      form.setFields([{ name: outcome.field, errors: [outcome.message] }]);
    } else {
      // Refused (an order applied for meanwhile, in another tab): the reason, and the orders
      // offered now; the choice left is the member's to complete before asking again.
      setFormError(outcome.message);
      setTried(false);
      orders.refresh();
    }
  };

  if (orders.error) {
    return (
      <RetryAlert
        title={text('invoice.apply.loadFailed')}
        error={orders.error}
        onRetry={orders.refresh}
      />
    );
  }
  // The form starts on the default title, so it waits for the titles too. While it does, it holds
  // most of a screen: the form is usually taller, and the sections below would move on a phone.
  if (!orders.data || !titles) {
    return (
      <div className={styles.applyLoading}>
        <LoadingSkeleton rows={8} />
      </div>
    );
  }
  if (offered.length === 0) {
    return (
      <>
        <Empty description={text('invoice.apply.empty')} />
        <NotInvoicedList orders={notInvoiced} />
      </>
    );
  }

  const [defaultTitle] = titles;
  // Titles may share a name (two special titles of one enterprise): the taxpayer number and the
  // bank account tell them apart, under each choice and under the chosen one, written whole (a
  // select's single line cut them off).
  const shortLabel = (title: InvoiceTitle) =>
    text('invoice.apply.titleShort', {
      title: title.title,
      type: text(`invoice.type.${title.type}Short`),
    });
  const facts = (title: InvoiceTitle) =>
    title.type === 'special' && title.bank && title.account
      ? text('invoice.apply.titleFacts.special', {
          taxNo: title.taxNo,
          bank: title.bank,
          tail: title.account.replace(/\s/g, '').slice(-4),
        })
      : text('invoice.apply.titleFacts.general', { taxNo: title.taxNo });
  // Read from the form as it draws, so the chosen title's facts show with the form's first paint.
  const chosenFacts = (
    <Form.Item<ApplyValues>
      noStyle
      shouldUpdate={(before, after) => before.titleId !== after.titleId}
    >
      {({ getFieldValue }) => {
        const title = titles.find((item) => item.id === getFieldValue('titleId'));
        return title ? facts(title) : null;
      }}
    </Form.Item>
  );
  return (
    <Form<ApplyValues>
      form={form}
      layout="vertical"
      initialValues={{ titleId: defaultTitle?.id, email }}
      onFinish={(values) => void submit(values)}
    >
      <FormError message={formError} />
      <fieldset className={styles.groups}>
        <legend className={styles.legend}>{text('invoice.apply.orders')}</legend>
        {groups.map((group) => (
          <section
            key={group.key}
            className={styles.group}
            aria-label={text('invoice.apply.group', {
              payee: group.payee.name,
              currency: group.currency,
            })}
          >
            <h3 className={styles.groupHead}>
              {text('invoice.apply.group', { payee: group.payee.name, currency: group.currency })}
            </h3>
            <p className={styles.facts}>
              {text('invoice.apply.groupSum', {
                count: group.orders.length,
                amount: formatMoney(intl, group.amount, group.currency),
              })}
            </p>
            <ul className={styles.orders}>
              {group.orders.map((order) => (
                <li key={order.orderNo}>
                  <Checkbox
                    checked={chosen.includes(order.orderNo)}
                    onChange={(event) =>
                      setChosen((now) =>
                        event.target.checked
                          ? [...now, order.orderNo]
                          : now.filter((orderNo) => orderNo !== order.orderNo),
                      )
                    }
                  >
                    <span className={styles.orderLine}>
                      <span dir="auto">{order.subject}</span>
                      <span className={styles.facts}>
                        <DotList parts={[order.orderNo, <DateTimeText value={order.paidAt} />]} />
                      </span>
                    </span>
                  </Checkbox>
                  <span className={styles.orderAmount}>
                    {order.taxRate === 'exempt' && <Tag>{text('invoice.apply.exempt')}</Tag>}
                    {order.taxRate === 'untaxed' && <Tag>{text('invoice.apply.untaxed')}</Tag>}
                    <MoneyText value={order.amount} currency={order.currency} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </fieldset>
      {offersVoucher && <p className={styles.hint}>{text('invoice.apply.voucherRule')}</p>}
      <NotInvoicedList orders={notInvoiced} />
      <p className={styles.selection} role="status">
        {picked.length > 0 && currency && !problem
          ? text('invoice.apply.selected', {
              count: picked.length,
              amount: formatMoney(intl, sumAmounts(picked.map((order) => order.amount)), currency),
            })
          : null}
      </p>
      {problem && (tried || problem !== 'empty') && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={text(problem === 'empty' ? 'invoice.apply.none' : `invoice.apply.${problem}`, {
            max: INVOICE_LIMITS.orders,
          })}
        />
      )}
      <div className={styles.applyFields}>
        <Form.Item
          name="titleId"
          label={text('invoice.apply.titleId')}
          extra={chosenFacts}
          rules={[
            { required: true, message: text('invoice.apply.noTitle') },
            {
              // A line without VAT (a prepaid voucher, an exempt service) has no input tax to
              // deduct: it cannot go on a special invoice.
              validator: (_, titleId) => {
                if (titles.find((title) => title.id === titleId)?.type !== 'special') {
                  return Promise.resolve();
                }
                if (hasVoucher) {
                  return Promise.reject(new Error(text('invoice.apply.untaxedSpecial')));
                }
                if (hasExempt)
                  return Promise.reject(new Error(text('invoice.apply.exemptSpecial')));
                return Promise.resolve();
              },
            },
          ]}
        >
          <LazySelect
            // A screen reader hears an option's numbers too: they tell two titles of one name apart.
            options={titles.map((title) => ({
              value: title.id,
              label: shortLabel(title),
              'aria-label': text('invoice.apply.titleSpoken', {
                title: shortLabel(title),
                facts: facts(title),
              }),
            }))}
            optionRender={(option) => {
              const title = titles.find((item) => item.id === option.value);
              return (
                <span className={styles.titleChoice}>
                  <span>{option.label}</span>
                  {title && <span className={styles.facts}>{facts(title)}</span>}
                </span>
              );
            }}
            notFoundContent={text('invoice.apply.noTitle')}
          />
        </Form.Item>
        <Form.Item
          name="email"
          label={text('invoice.apply.email')}
          rules={[
            { required: true, message: text('invoice.apply.emailRequired') },
            { pattern: EMAIL_PATTERN, message: text('invoice.apply.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="email" count={charLimit(INVOICE_LIMITS.email)} />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={applying}>
        {text('invoice.apply.submit')}
      </Button>
    </Form>
  );
}
