import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';

import type { CouponStatus } from '@/contract/coupon/types';

/** antd's status hues, with text dark enough for 4.5:1 on their fill (as DictTag does). */
const looks: Record<CouponStatus, { color: string; text?: string }> = {
  unused: { color: 'success', text: '#237804' },
  reserved: { color: 'warning', text: '#874d00' },
  used: { color: 'processing', text: '#0958d9' },
  expired: { color: 'default' },
};

/** A held coupon's status as a coloured tag. */
export function CouponStatusTag({ status }: { status: CouponStatus }) {
  const look = looks[status];
  return (
    <Tag color={look.color} style={look.text ? { color: look.text } : undefined}>
      <FormattedMessage id={`coupon.status.${status}`} />
    </Tag>
  );
}
