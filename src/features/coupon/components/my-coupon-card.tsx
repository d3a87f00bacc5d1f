import { QrcodeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';

import type { MemberCoupon } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import { useCouponWords } from '../hooks/use-coupon-words';
import { CouponCode } from './coupon-code';
import { CouponStatusTag } from './coupon-status-tag';
import { CouponTicket } from './coupon-ticket';
import { CouponUseLine } from './coupon-use-line';

interface MyCouponCardProps {
  coupon: MemberCoupon;
  onShowQr: (coupon: MemberCoupon) => void;
}

/**
 * A coupon the member holds: the ticket with its status, its conditions in words, its code (copy),
 * where it went (reserved or used), and for an unused one its QR code to show at the issuer's counter.
 * Used and expired ones are greyed.
 */
export function MyCouponCard({ coupon, onShowQr }: MyCouponCardProps) {
  const text = useText();
  const words = useCouponWords();
  const spent = coupon.status === 'used' || coupon.status === 'expired';
  return (
    <CouponTicket
      coupon={coupon}
      tag={<CouponStatusTag status={coupon.status} />}
      muted={spent}
      words={words.held(coupon)}
      footer={
        <>
          <CouponCode code={coupon.code} />
          {coupon.status === 'unused' && (
            <Button
              icon={<QrcodeOutlined />}
              aria-label={text('coupon.qr.open', { name: coupon.name })}
              onClick={() => onShowQr(coupon)}
            >
              <FormattedMessage id="coupon.qr.button" />
            </Button>
          )}
        </>
      }
    >
      <CouponUseLine coupon={coupon} />
    </CouponTicket>
  );
}
