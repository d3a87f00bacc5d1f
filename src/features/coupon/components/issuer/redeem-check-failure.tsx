import { Alert } from 'antd';
import { FormattedMessage } from 'react-intl';

import { RetryAlert } from '@/components/retry-alert';
import { groupCouponCode } from '@/contract/coupon/code';
import { useText } from '@/lib/i18n/use-text';
import { BizCode, isAuthFailure, isBizError } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';

/** The refusals said in the page's own words (`couponIssuer.redeem.<id>.title`, `.text`), by code. */
const REFUSALS: Partial<Record<number, { type: 'warning' | 'error'; id: 'notFound' | 'foreign' }>> =
  {
    [BizCode.notFound]: { type: 'warning', id: 'notFound' },
    [BizCode.forbidden]: { type: 'error', id: 'foreign' },
  };

interface RedeemCheckFailureProps {
  code: string;
  error: unknown;
  onRetry: () => void;
}

/**
 * Why a code could not be looked up: nobody has it (4004); it is another issuer's coupon (4003, and
 * nothing about it is said: the server sends nothing); a refusal in the server's words; or a
 * failure to reach the server, with Retry.
 */
export function RedeemCheckFailure({ code, error, onRetry }: RedeemCheckFailureProps) {
  const text = useText();
  const describe = useDescribeError();
  const values = { code: <code key="code">{groupCouponCode(code)}</code> };
  // 4098: the request module is sending the member to login.
  if (isAuthFailure(error)) return null;
  const refusal = isBizError(error) ? REFUSALS[error.code] : undefined;
  if (refusal) {
    return (
      <Alert
        type={refusal.type}
        showIcon
        role="alert"
        title={<FormattedMessage id={`couponIssuer.redeem.${refusal.id}.title`} />}
        description={
          <FormattedMessage id={`couponIssuer.redeem.${refusal.id}.text`} values={values} />
        }
      />
    );
  }
  if (isBizError(error) && error.code !== BizCode.server) {
    return <Alert type="error" showIcon role="alert" title={describe(error)} />;
  }
  return <RetryAlert title={text('couponIssuer.redeem.failed')} error={error} onRetry={onRetry} />;
}
