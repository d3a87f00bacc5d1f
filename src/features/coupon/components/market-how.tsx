import { Alert } from 'antd';

import { ORDER_PAY_WINDOW_MINUTES } from '@/contract/order/types';
import { useText } from '@/lib/i18n/use-text';

import styles from './offers.module.css';

/**
 * How buying works: an unpaid order to pay within the pay window, stock held meanwhile, coupons
 * issued once it is paid. A standing note, not an alert.
 */
export function MarketHow() {
  const text = useText();
  return (
    <Alert
      className={styles.notice}
      type="info"
      showIcon
      role="note"
      title={text('coupon.market.howTitle')}
      description={text('coupon.market.how', { minutes: ORDER_PAY_WINDOW_MINUTES })}
    />
  );
}
