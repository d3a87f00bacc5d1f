import { Alert, Button } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { DictTag } from '@/components/dict-tag';
import { MoneyText } from '@/components/money-text';
import { paths } from '@/config/paths';
import { useOrderSummary } from '@/features/order/hooks/use-order-summary';

/**
 * The order an award created: its state and amount, and the way to the payment page (to pay it
 * while unpaid, or to see it). A failed look-up still offers the link, with a retry.
 */
export function AwardOrderStatus({ orderNo }: { orderNo: string }) {
  const { data, error, loading, refresh } = useOrderSummary(orderNo);
  const link = (
    <Link to={paths.business.payment.href({ orderNo })}>
      <FormattedMessage id={data?.status === 'unpaid' ? 'issuer.order.pay' : 'issuer.order.view'} />
    </Link>
  );

  if (!data) {
    return (
      <Alert
        type={error && !loading ? 'warning' : 'info'}
        showIcon
        title={<FormattedMessage id="issuer.order.label" values={{ orderNo }} />}
        description={
          error && !loading ? <FormattedMessage id="issuer.order.loadFailed" /> : undefined
        }
        action={
          <span>
            {link}
            {error && !loading && (
              <Button size="small" type="link" onClick={refresh}>
                <FormattedMessage id="common.retry" />
              </Button>
            )}
          </span>
        }
      />
    );
  }

  return (
    <Alert
      type={data.status === 'unpaid' ? 'warning' : data.status === 'paid' ? 'success' : 'info'}
      showIcon
      title={
        <span>
          <FormattedMessage id="issuer.order.label" values={{ orderNo }} />{' '}
          <DictTag dict="order_status" value={data.status} />
        </span>
      }
      description={
        <FormattedMessage
          id="issuer.order.amount"
          values={{
            amount: <MoneyText key="amount" value={data.amount} currency={data.currency} />,
          }}
        />
      }
      action={link}
    />
  );
}
