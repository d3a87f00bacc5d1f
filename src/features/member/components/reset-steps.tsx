import { Button, Flex, Form } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { CaptchaField } from '@/components/captcha-field';
import { SmsCodeInput } from '@/components/sms-code-input';
import type { useCaptcha } from '@/lib/captcha';

import { maskMobile } from '../utils/mask-mobile';
import { MobileField } from './mobile-field';
import { PasswordFields } from './password-fields';

import type { FormInstance } from 'antd';

type Captcha = ReturnType<typeof useCaptcha>;

/** The image captcha that guards sending a reset code (field `captchaCode`). */
function ResetCaptchaItem({ captcha }: { captcha: Captcha }) {
  const intl = useIntl();
  return (
    <Form.Item
      name="captchaCode"
      label={intl.formatMessage({ id: 'forms.captcha.label' })}
      extra={intl.formatMessage({ id: 'forms.captcha.extra' })}
      rules={[
        {
          required: true,
          whitespace: true,
          message: intl.formatMessage({ id: 'forms.captcha.required' }),
        },
        { len: 4, message: intl.formatMessage({ id: 'forms.captcha.length' }) },
      ]}
    >
      <CaptchaField
        captcha={captcha.captcha}
        loading={captcha.loading}
        failed={captcha.failed}
        onRefresh={captcha.refresh}
        placeholder={intl.formatMessage({ id: 'forms.captcha.placeholder' })}
      />
    </Form.Item>
  );
}

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
      <p>
        <FormattedMessage id="account.reset.mobileIntro" />
      </p>
      <MobileField />
      {!codeLive && <ResetCaptchaItem captcha={captcha} />}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={busy}
        disabled={!codeLive && waitSeconds > 0}
      >
        {codeLive
          ? intl.formatMessage({ id: 'account.reset.next' })
          : waitSeconds > 0
            ? intl.formatMessage({ id: 'forms.sms.resend' }, { seconds: waitSeconds })
            : intl.formatMessage({ id: 'forms.sms.send' })}
      </Button>
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
      {!counting && <ResetCaptchaItem captcha={captcha} />}
      <Form.Item
        name="smsCode"
        label={intl.formatMessage({ id: 'forms.sms.label' })}
        extra={
          <>
            {intl.formatMessage({ id: 'account.reset.codeSent' }, { mobile: maskMobile(mobile) })}{' '}
            {intl.formatMessage({ id: 'account.reset.resendHint' })}
          </>
        }
        rules={[
          { required: true, message: intl.formatMessage({ id: 'forms.sms.required' }) },
          { pattern: /^\d{6}$/, message: intl.formatMessage({ id: 'forms.sms.invalid' }) },
        ]}
      >
        <SmsCodeInput
          countdownKey={`reset_password:${mobile}`}
          onSend={onResend}
          placeholder={intl.formatMessage({ id: 'forms.sms.placeholder' })}
        />
      </Form.Item>
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
