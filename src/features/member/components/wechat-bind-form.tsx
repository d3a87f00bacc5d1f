import { MobileOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { ACCOUNT_FORM_LAYOUT } from '@/components/account-form';
import { FormError } from '@/components/form-error';
import type { TokenResult } from '@/contract/auth/types';
import { useText } from '@/lib/i18n/use-text';
import { fieldOf } from '@/lib/request';
import { showAtField, toFormFailure } from '@/utils/form-failure';

import { bindWechat } from '../api';
import { MobileField } from './mobile-field';
import { SmsVerifyFields } from './sms-verify-fields';

interface WechatBindValues {
  mobile: string;
  captchaCode?: string;
  smsCode: string;
}

interface WechatBindFormProps {
  bindTicket: string;
  /** Called with the tokens of the member the WeChat account is now bound to. */
  onLoggedIn: (tokens: TokenResult) => Promise<unknown>;
  /** Starts a new WeChat login (the bind ticket has expired). */
  onRestart: () => void;
}

interface FormError {
  message: string;
  /** The WeChat authorisation itself is no longer usable: only a new WeChat login helps. */
  restart: boolean;
}

/** Binds the WeChat account to an existing member: mobile number + bind_wechat SMS code. */
export function WechatBindForm({ bindTicket, onLoggedIn, onRestart }: WechatBindFormProps) {
  const text = useText();
  const [form] = Form.useForm<WechatBindValues>();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<FormError>();

  const submit = async (values: WechatBindValues) => {
    if (submitting) return;
    setSubmitting(true);
    setFormError(undefined);
    try {
      const tokens = await bindWechat({
        bindTicket,
        mobile: values.mobile.trim(),
        smsCode: values.smsCode.trim(),
      });
      await onLoggedIn(tokens);
    } catch (error) {
      const failure = toFormFailure(error, ['mobile', 'smsCode'], text);
      if (!showAtField(form, failure)) {
        setFormError({ message: failure.message, restart: fieldOf(error) === 'bindTicket' });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<WechatBindValues>
      form={form}
      name="wechat-bind"
      {...ACCOUNT_FORM_LAYOUT}
      onFinish={submit}
    >
      <FormError
        message={formError?.message}
        action={
          formError?.restart && (
            <Button size="small" onClick={onRestart}>
              <FormattedMessage id="wechat.login.retry" />
            </Button>
          )
        }
      />
      <MobileField prefix={<MobileOutlined aria-hidden />} />
      <SmsVerifyFields form={form} scene="bind_wechat" />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        <FormattedMessage id="wechat.bind.submit" />
      </Button>
    </Form>
  );
}
