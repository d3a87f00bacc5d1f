import { Form } from 'antd';
import { useEffect, useRef, useState } from 'react';

import { ACCOUNT_FORM_LAYOUT } from '@/components/account-form';
import { FormError } from '@/components/form-error';
import { useCountdown } from '@/hooks/use-countdown';
import { checkCaptcha, useCaptcha } from '@/lib/captcha';
import { useText } from '@/lib/i18n/use-text';
import { fieldOf } from '@/lib/request';
import { showAtField, toFormFailure } from '@/utils/form-failure';

import { checkSmsCode, getSmsCode, resetPassword } from '../api';
import { useSmsSender } from '../hooks/use-sms-sender';
import { reusableTicket, type ResetTicket } from '../utils/reset-ticket';
import { ResetProgress } from './reset-progress';
import { ResetCodeStep, ResetMobileStep, ResetPasswordStep } from './reset-steps';
import { smsCountdownKey } from './verification-items';

interface ResetFormValues {
  mobile: string;
  captchaCode?: string;
  smsCode?: string;
  password?: string;
  confirmPassword?: string;
}

type Step = 0 | 1 | 2;
const SCENE = 'reset_password';
/** The field that gets the focus when a step opens (ids are `reset_<field>`). */
const FIRST_FIELD = ['mobile', 'smsCode', 'password'] as const;

interface ResetPasswordWizardProps {
  /** Called once the new password is set. */
  onReset: () => void;
}

/**
 * Password reset in three steps: mobile + image captcha (sends the code), SMS code (checkSmsCode
 * gives a one-time ticket), new password (resetPassword). One form spans the steps, so going back
 * keeps every value; the ticket lives only in this component's state. Step 1 reads the same
 * whether or not the number has an account (the server answers the same too).
 */
export function ResetPasswordWizard({ onReset }: ResetPasswordWizardProps) {
  const [form] = Form.useForm<ResetFormValues>();
  const captcha = useCaptcha();
  const [step, setStep] = useState<Step>(0);
  const [sentTo, setSentTo] = useState<string>();
  const [ticket, setTicket] = useState<ResetTicket>();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const typed = (Form.useWatch('mobile', form) ?? '').trim();
  const countdown = useCountdown(smsCountdownKey(SCENE, step === 0 ? typed : (sentTo ?? '')));
  const sendAgain = useSmsSender({ form, scene: SCENE, captcha });
  const moved = useRef(false);
  const format = useText();

  useEffect(() => {
    // Not on the first render: the page opens with the focus where the visitor left it.
    if (moved.current) document.getElementById(`reset_${FIRST_FIELD[step]}`)?.focus();
  }, [step]);

  const go = (next: Step) => {
    moved.current = true;
    setFormError(undefined);
    setStep(next);
  };

  const showFailure = (error: unknown, fields: readonly (keyof ResetFormValues)[]) => {
    const failure = toFormFailure(error, fields, format);
    if (!showAtField(form, failure)) setFormError(failure.message);
  };

  const sendCode = async ({ mobile, captchaCode }: ResetFormValues) => {
    const target = mobile.trim();
    // A code sent to another number is counting down: Enter waits for it, as the button does.
    if (countdown.running) return target === sentTo ? go(1) : undefined;
    if (!captcha.captcha) return undefined;
    const { captchaKey } = captcha.captcha;
    const answer = (captchaCode ?? '').trim();
    setBusy(true);
    try {
      // As in login: the answer is checked first, then the passed captcha is spent by the send.
      await checkCaptcha({ captchaKey, captchaCode: answer });
      const sent = await getSmsCode({
        mobile: target,
        scene: SCENE,
        captchaKey,
        captchaCode: answer,
      });
      spendCaptcha();
      countdown.start(sent.resendIn);
      if (target !== sentTo) form.setFieldValue('smsCode', '');
      setSentTo(target);
      go(1);
    } catch (error) {
      spendCaptcha();
      showFailure(error, ['mobile', 'captchaCode']);
    } finally {
      setBusy(false);
    }
    return undefined;
  };

  const spendCaptcha = () => captcha.spend(form);

  const resend = async () => {
    setFormError(undefined);
    const seconds = await sendAgain();
    if (seconds) countdown.start(seconds);
    return seconds;
  };

  const checkCode = async ({ smsCode = '' }: ResetFormValues) => {
    if (!sentTo) return go(0);
    const code = smsCode.trim();
    if (reusableTicket(ticket, sentTo, code)) return go(2);
    setBusy(true);
    try {
      const checked = await checkSmsCode({ mobile: sentTo, scene: SCENE, smsCode: code });
      setTicket({ ticket: checked.ticket, mobile: sentTo, smsCode: code });
      go(2);
    } catch (error) {
      showFailure(error, ['smsCode']);
    } finally {
      setBusy(false);
    }
    return undefined;
  };

  const reset = async ({ password = '' }: ResetFormValues) => {
    if (!ticket) return go(1);
    setBusy(true);
    try {
      await resetPassword({ mobile: ticket.mobile, ticket: ticket.ticket, password });
      onReset();
    } catch (error) {
      setBusy(false);
      if (fieldOf(error) === 'ticket') {
        // Expired or used: the code step again, for a new code.
        setTicket(undefined);
        form.setFieldValue('smsCode', '');
        go(1);
        setFormError(format('account.reset.ticketExpired'));
      } else {
        showFailure(error, ['password']);
      }
    }
    return undefined;
  };

  return (
    <>
      <ResetProgress step={step} />
      <Form<ResetFormValues>
        form={form}
        name="reset"
        {...ACCOUNT_FORM_LAYOUT}
        onFinish={[sendCode, checkCode, reset][step]}
        onValuesChange={() => setFormError(undefined)}
      >
        <FormError message={formError} />
        {step === 0 && (
          <ResetMobileStep
            captcha={captcha}
            busy={busy}
            codeLive={typed === sentTo && countdown.running}
            waitSeconds={countdown.remaining}
          />
        )}
        {step === 1 && (
          <ResetCodeStep
            captcha={captcha}
            busy={busy}
            mobile={sentTo ?? ''}
            counting={countdown.running}
            onResend={resend}
            onBack={() => go(0)}
          />
        )}
        {step === 2 && <ResetPasswordStep form={form} busy={busy} onBack={() => go(1)} />}
      </Form>
    </>
  );
}
