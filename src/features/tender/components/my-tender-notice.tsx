import { Alert } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import type { MyTenderNotice as Notice } from '../hooks/use-my-tender-actions';

/** How the last award or cancel went: the order to pay, or why it failed. */
export function MyTenderNotice({ notice }: { notice: Notice }) {
  if (notice.kind === 'awarded') {
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={
          <FormattedMessage
            id="issuer.award.done"
            values={{ bidder: notice.bidder, orderNo: notice.orderNo }}
          />
        }
        action={
          <Link to={paths.business.payment.href({ orderNo: notice.orderNo })}>
            <FormattedMessage id="issuer.order.pay" />
          </Link>
        }
      />
    );
  }
  if (notice.kind === 'cancelled') {
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title={<FormattedMessage id="issuer.cancel.done" />}
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={
        <FormattedMessage
          id={notice.conflict ? 'issuer.action.conflict' : 'issuer.action.failed'}
        />
      }
      description={notice.message}
    />
  );
}
