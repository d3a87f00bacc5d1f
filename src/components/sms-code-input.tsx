import { Input, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { useCountdown } from '@/hooks/use-countdown';

import { KeepFocusButton } from './keep-focus-button';

import type { InputProps } from 'antd';

interface SmsCodeInputProps extends Omit<InputProps, 'onChange'> {
  /** The countdown's key: one per scene and mobile number, as the server limits sends per number. */
  countdownKey: string;
  /** Sends a code; resolves with the seconds until the next send, or undefined when nothing was sent. */
  onSend: () => Promise<number | undefined>;
  /** Set by Form.Item. */
  onChange?: InputProps['onChange'];
}

/**
 * The SMS code input with its send button. The button counts down only once a code was sent, and
 * the countdown outlives re-renders and remounts (it is keyed by scene and number).
 */
export function SmsCodeInput({ countdownKey, onSend, ...inputProps }: SmsCodeInputProps) {
  const intl = useIntl();
  const countdown = useCountdown(countdownKey);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending || countdown.running) return;
    setSending(true);
    try {
      const seconds = await onSend();
      if (seconds) countdown.start(seconds);
    } finally {
      setSending(false);
    }
  };

  const label = countdown.running
    ? intl.formatMessage({ id: 'forms.sms.resend' }, { seconds: countdown.remaining })
    : intl.formatMessage({ id: 'forms.sms.send' });

  return (
    <Space.Compact block>
      <Input
        {...inputProps}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
      />
      <KeepFocusButton onClick={send} loading={sending} off={countdown.running}>
        {label}
      </KeepFocusButton>
    </Space.Compact>
  );
}
