import { Alert, Button } from 'antd';
import { FormattedMessage } from 'react-intl';

import type { RedeemFailure } from '../../hooks/use-redeem-coupon';

interface RedeemFailureNoticeProps {
  failure: RedeemFailure;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * A redeem that failed, in the server's words (already used: when and by whom; reserved; expired)
 * or a generic one with Retry when the server was not reached.
 */
export function RedeemFailureNotice({ failure, onRetry, onClose }: RedeemFailureNoticeProps) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={<FormattedMessage id="couponIssuer.redeem.actionFailed" />}
      description={failure.message}
      closable={{ onClose }}
      action={
        failure.retryable ? (
          <Button onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        ) : undefined
      }
    />
  );
}
