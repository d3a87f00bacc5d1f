import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { LoadFailedPanel } from '@/components/load-failed-panel';
import { StatusPanel } from '@/components/status-panel';
import { paths } from '@/config/paths';
import { BizCode, isBizError } from '@/lib/request';

interface OrderLoadFailedProps {
  orderNo: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** Why the order cannot be shown: not found, not the reader's, or a failure to retry. */
export function OrderLoadFailed({ orderNo, error, retrying, onRetry }: OrderLoadFailedProps) {
  const back = (
    <Link to={paths.business.payment.href()}>
      <FormattedMessage id="order.backToList" />
    </Link>
  );
  if (isBizError(error, BizCode.notFound)) {
    return (
      <StatusPanel
        kind="warning"
        titleId="order.notFound.title"
        description={<FormattedMessage id="order.notFound.description" values={{ orderNo }} />}
        actions={back}
      />
    );
  }
  if (isBizError(error, BizCode.forbidden)) {
    return (
      <StatusPanel
        kind="forbidden"
        titleId="order.forbidden.title"
        description={error.message || <FormattedMessage id="order.forbidden.description" />}
        actions={back}
      />
    );
  }
  return (
    <LoadFailedPanel
      titleId="order.loadFailed"
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      actions={back}
    />
  );
}
