import { FormattedMessage } from 'react-intl';

import { StatusTag, type TagColour } from '@/components/status-tag';
import type { CouponStatus } from '@/contract/coupon/types';

/** antd's status hues (StatusTag darkens their text). */
const COLOURS: Record<CouponStatus, TagColour> = {
  unused: 'success',
  reserved: 'warning',
  used: 'processing',
  expired: 'default',
};

/** A held coupon's status as a coloured tag. */
export function CouponStatusTag({ status }: { status: CouponStatus }) {
  return (
    <StatusTag color={COLOURS[status]}>
      <FormattedMessage id={`coupon.status.${status}`} />
    </StatusTag>
  );
}
