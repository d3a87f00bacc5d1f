import { Button, Modal, QRCode } from 'antd';
import { FormattedMessage } from 'react-intl';

import { paths } from '@/config/paths';
import { COUPON_CODE_PARAM, groupCouponCode } from '@/contract/coupon/code';
import type { MemberCoupon } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import { useCouponWords } from '../hooks/use-coupon-words';
import styles from './my-coupons.module.css';

/**
 * The full address of the issuer's redemption page for `code`: scanned at the counter, it opens
 * that page with the code filled in.
 */
export function redemptionAddress(code: string): string {
  const href = paths.coupon.couponVerification.href({ [COUPON_CODE_PARAM]: code });
  return `${window.location.origin}${href}`;
}

interface CouponQrModalProps {
  /** The coupon to show; none: closed. */
  coupon: MemberCoupon | undefined;
  onClose: () => void;
}

/** A coupon's QR code for offline use: the issuer scans it to redeem the coupon at the counter. */
export function CouponQrModal({ coupon, onClose }: CouponQrModalProps) {
  const text = useText();
  const words = useCouponWords();
  return (
    <Modal
      open={Boolean(coupon)}
      title={coupon ? text('coupon.qr.title', { name: coupon.name }) : undefined}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          <FormattedMessage id="coupon.qr.close" />
        </Button>
      }
    >
      {coupon && (
        <div className={styles.qr}>
          <QRCode
            type="svg"
            role="img"
            value={redemptionAddress(coupon.code)}
            size={208}
            bgColor="#fff"
            aria-label={text('coupon.qr.label', { code: groupCouponCode(coupon.code) })}
          />
          <code className={styles.qrCode}>{groupCouponCode(coupon.code)}</code>
          <p className={styles.qrText}>{words.held(coupon)}</p>
          <p className={styles.qrText}>
            <FormattedMessage id="coupon.qr.hint" />
          </p>
        </div>
      )}
    </Modal>
  );
}
