import { Button, Flex } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { CaptchaItem } from '@/components/captcha-field';
import { KeepFocusButton } from '@/components/keep-focus-button';
import type { useCaptcha } from '@/lib/captcha';

import { maskMobile } from '../utils/mask-mobile';
import { MobileField } from './mobile-field';
import { PasswordFields } from './password-fields';
import { SmsCodeItem } from './verification-items';

import type { FormInstance } from 'antd';

type Captcha = ReturnType<typeof useCaptcha>;

interface MobileStepProps {
  captcha: Captcha;
  busy: boolean;
  /** A code was sent to the typed number less than a minute ago: go on without sending. */
  codeLive: boolean;
  /** Seconds until this number may get a code, when that is not yet allowed. */
  waitSeconds: number;
}

/** Step 1: the mobile number and the image captcha; the button sends the code. */
export function ResetMobileStep({ captcha, busy, codeLive, waitSeconds }: MobileStepProps) {
  const intl = useIntl();
  return (
    <>
      {/* What the step asks for is the card's line above (the page's subtitle): no intro repeats it. */}
      <MobileField />
      {!codeLive && <CaptchaItem captcha={captcha} required />}
      <KeepFocusButton
        type="primary"
        htmlType="submit"
        block
        loading={busy}
        off={!codeLive && waitSeconds > 0}
      >
        {codeLive
          ? intl.formatMessage({ id: 'account.reset.next' })
          : waitSeconds > 0
            ? intl.formatMessage({ id: 'forms.sms.resend' }, { seconds: waitSeconds })
            : intl.formatMessage({ id: 'forms.sms.send' })}
      </KeepFocusButton>
    </>
  );
}

interface CodeStepProps {
  captcha: Captcha;
  busy: boolean;
  mobile: string;
  /** The resend countdown is running: the captcha for a new code is not needed yet. */
  counting: boolean;
  onResend: () => Promise<number | undefined>;
  onBack: () => void;
}

/** Step 2: the SMS code, with a resend (behind the captcha) once the countdown is over. */
export function ResetCodeStep({
  captcha,
  busy,
  mobile,
  counting,
  onResend,
  onBack,
}: CodeStepProps) {
  const intl = useIntl();
  return (
    <>
      {!counting && <CaptchaItem captcha={captcha} required />}
      <SmsCodeItem
        scene="reset_password"
        mobile={mobile}
        onSend={onResend}
        extra={
          <>
            {intl.formatMessage({ id: 'account.reset.codeSent' }, { mobile: maskMobile(mobile) })}{' '}
            {intl.formatMessage({ id: 'account.reset.resendHint' })}
          </>
        }
      />
      <StepButtons busy={busy} backId="account.reset.changeMobile" onBack={onBack}>
        <FormattedMessage id="account.reset.next" />
      </StepButtons>
    </>
  );
}

interface PasswordStepProps {
  form: FormInstance;
  busy: boolean;
  onBack: () => void;
}

/** Step 3: the new password and its confirmation. */
export function ResetPasswordStep({ form, busy, onBack }: PasswordStepProps) {
  return (
    <>
      <PasswordFields
        form={form}
        labelId="account.password.newLabel"
        confirmLabelId="account.password.confirmNewLabel"
      />
      <StepButtons busy={busy} backId="account.reset.back" onBack={onBack}>
        <FormattedMessage id="account.reset.submit" />
      </StepButtons>
    </>
  );
}

interface StepButtonsProps {
  busy: boolean;
  backId: 'account.reset.back' | 'account.reset.changeMobile';
  onBack: () => void;
  children: React.ReactNode;
}

function StepButtons({ busy, backId, onBack, children }: StepButtonsProps) {
  return (
    <Flex gap={12}>
      <Button onClick={onBack} disabled={busy}>
        <FormattedMessage id={backId} />
      </Button>
      <Button type="primary" htmlType="submit" loading={busy} style={{ flex: 1 }}>
        {children}
      </Button>
    </Flex>
  );
}
