import { ReloadOutlined } from '@ant-design/icons';
import { Flex, Input, Spin } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import type { CaptchaResult } from '@/contract/auth/types';

import styles from './captcha-field.module.css';

import type { InputProps } from 'antd';

interface CaptchaFieldProps extends Omit<InputProps, 'onChange'> {
  captcha: CaptchaResult | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  /** Set by Form.Item. */
  onChange?: InputProps['onChange'];
}

/**
 * The captcha answer input with its image beside it; the image is a button that fetches a new one.
 * A captcha that could not be fetched, or whose image cannot be shown, says so on that button.
 */
export function CaptchaField({
  captcha,
  loading,
  failed,
  onRefresh,
  ...inputProps
}: CaptchaFieldProps) {
  const intl = useIntl();
  // The key of a captcha whose image failed to decode: a new captcha has a new key.
  const [brokenKey, setBrokenKey] = useState<string>();
  const unusable = failed || (captcha !== undefined && brokenKey === captcha.captchaKey);
  return (
    <Flex gap={8} align="stretch">
      <Input {...inputProps} maxLength={4} autoComplete="off" spellCheck={false} />
      <button
        type="button"
        className={styles.image}
        // Off while a captcha loads, yet focusable: the member who pressed it keeps their place.
        onClick={loading ? undefined : onRefresh}
        aria-disabled={loading || undefined}
        aria-label={intl.formatMessage({
          id: unusable ? 'forms.captcha.loadFailed' : 'forms.captcha.refresh',
        })}
        title={intl.formatMessage({ id: 'forms.captcha.refresh' })}
      >
        {loading && <Spin size="small" />}
        {!loading && unusable && (
          <span className={styles.retry}>
            <ReloadOutlined aria-hidden /> {intl.formatMessage({ id: 'forms.captcha.retry' })}
          </span>
        )}
        {!loading && !unusable && captcha && (
          <img
            src={captcha.image}
            alt={intl.formatMessage({ id: 'forms.captcha.image' })}
            onError={() => setBrokenKey(captcha.captchaKey)}
          />
        )}
      </button>
    </Flex>
  );
}
