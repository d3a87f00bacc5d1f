import { AlipayCircleOutlined, BankOutlined, WechatOutlined } from '@ant-design/icons';
import { Radio } from 'antd';
import { memo, useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { PAYMENT_METHODS, type PaymentMethod } from '@/contract/order/types';
import { useDict } from '@/lib/reference';

import styles from './order.module.css';

import type { ReactNode } from 'react';

const ICONS: Record<PaymentMethod, ReactNode> = {
  wechat: <WechatOutlined style={{ color: '#07c160' }} />,
  alipay: <AlipayCircleOutlined style={{ color: '#1677ff' }} />,
  bank_transfer: <BankOutlined />,
};

interface PayMethodPickerProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/**
 * WeChat Pay, Alipay or bank transfer: a labelled radio group (arrow keys move between them).
 * Drawn again only when its own props change, not with each choice of a coupon beside it.
 */
export const PayMethodPicker = memo(function PayMethodPicker({
  value,
  onChange,
  disabled,
}: PayMethodPickerProps) {
  const labelId = useId();
  const methods = useDict('payment_method');
  return (
    <div className={styles.methods}>
      <span id={labelId} className={styles.methodsLabel}>
        <FormattedMessage id="order.pay.method" />
      </span>
      <Radio.Group
        name={`method-${labelId}`}
        aria-labelledby={labelId}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as PaymentMethod)}
        className={styles.methodList}
      >
        {PAYMENT_METHODS.map((method) => (
          <Radio key={method} value={method} className={styles.method}>
            <span aria-hidden className={styles.methodIcon}>
              {ICONS[method]}
            </span>
            {methods.labelOf(method)}
          </Radio>
        ))}
      </Radio.Group>
    </div>
  );
});
