import { ReloadOutlined } from '@ant-design/icons';
import { Flex, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import type { CaptchaResult } from '@/contract/auth/types';
import type { useCaptcha } from '@/lib/captcha';
import type { MessageId } from '@/locales/message-id';

import styles from './captcha-field.module.css';
import { spinAfterDelay } from './spin-after-delay';

import type { InputProps } from 'antd';

/** An image captcha's answer has this many characters. */
export const CAPTCHA_LENGTH = 4;

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
      <Input {...inputProps} maxLength={CAPTCHA_LENGTH} autoComplete="off" spellCheck={false} />
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
        {loading && <Spin size="small" {...spinAfterDelay()} />}
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

/** The ids of a captcha item's words: its label, placeholder, the two refusals, a line below. */
interface CaptchaWords {
  label: MessageId;
  placeholder: MessageId;
  required: MessageId;
  length: MessageId;
  extra?: MessageId;
}

/** The image captcha guarding an SMS code: named so, and saying what it is for. */
const SMS_GUARD: CaptchaWords = {
  label: 'forms.captcha.label',
  placeholder: 'forms.captcha.placeholder',
  required: 'forms.captcha.required',
  length: 'forms.captcha.length',
  extra: 'forms.captcha.extra',
};

interface CaptchaItemProps {
  captcha: ReturnType<typeof useCaptcha>;
  /** Checked on the form's submit (which sends the answer); otherwise whatever it guards checks it. */
  required?: boolean;
  /** Its words where a form names it otherwise (the login form); the SMS guard's by default. */
  words?: CaptchaWords;
}

/** The captcha answer as a form's field `captchaCode`, with the image beside it. */
export function CaptchaItem({ captcha, required, words = SMS_GUARD }: CaptchaItemProps) {
  const intl = useIntl();
  return (
    <Form.Item
      name="captchaCode"
      label={intl.formatMessage({ id: words.label })}
      extra={words.extra && intl.formatMessage({ id: words.extra })}
      rules={
        required
          ? [
              {
                required: true,
                whitespace: true,
                message: intl.formatMessage({ id: words.required }),
              },
              { len: CAPTCHA_LENGTH, message: intl.formatMessage({ id: words.length }) },
            ]
          : []
      }
    >
      <CaptchaField
        captcha={captcha.captcha}
        loading={captcha.loading}
        failed={captcha.failed}
        onRefresh={captcha.refresh}
        placeholder={intl.formatMessage({ id: words.placeholder })}
      />
    </Form.Item>
  );
}
