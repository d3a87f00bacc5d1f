import { FormattedMessage } from 'react-intl';

import { CopyButton } from '@/components/copy-button';
import { groupCouponCode } from '@/contract/coupon/code';
import { useText } from '@/lib/i18n/use-text';

import styles from './my-coupons.module.css';

/** A coupon's code in groups of four, in a monospace face, with a button that copies it whole. */
export function CouponCode({ code }: { code: string }) {
  const text = useText();
  return (
    <p className={styles.code}>
      <span className={styles.codeLabel}>
        <FormattedMessage id="coupon.code.label" />
      </span>
      <code className={styles.codeValue}>{groupCouponCode(code)}</code>
      <CopyButton text={code} field={text('coupon.code.field')} />
    </p>
  );
}
