import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { RecordLoadFailed } from '@/components/record-load-failed';
import { paths } from '@/config/paths';
import { isBizError } from '@/lib/request';

interface OrderLoadFailedProps {
  orderNo: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** Why the order cannot be shown: not found, not the reader's, or a failure to retry. */
export function OrderLoadFailed({ orderNo, ...load }: OrderLoadFailedProps) {
  return (
    <RecordLoadFailed
      {...load}
      notFound={{
        titleId: 'order.notFound.title',
        description: <FormattedMessage id="order.notFound.description" values={{ orderNo }} />,
      }}
      forbidden={{
        titleId: 'order.forbidden.title',
        // Not the reader's order: the server's reason when it gives one.
        description: (isBizError(load.error) && load.error.message) || (
          <FormattedMessage id="order.forbidden.description" />
        ),
      }}
      failedId="order.loadFailed"
      back={
        <Link to={paths.business.payment.href()}>
          <FormattedMessage id="order.backToList" />
        </Link>
      }
    />
  );
}
