import { App, Button, Checkbox, Form, Input, Radio, Switch } from 'antd';
import { useState } from 'react';

import { FormError } from '@/components/form-error';
import { SectionCard } from '@/components/section-card';
import {
  NOTIFICATION_GROUPS,
  type NotificationGroup,
  type NotificationPreferences,
} from '@/contract/notification/types';
import { useMutation } from '@/hooks/use-mutation';
import { useText } from '@/lib/i18n/use-text';
import { showAtField, toFormFailure } from '@/utils/form-failure';

import { saveNotificationPreferences } from '../api';
import {
  CLOCK_TIME,
  placeFailure,
  PREFERENCE_FIELDS,
  toPreferenceFormValues,
  toPreferences,
  type PreferenceFormValues,
} from '../utils/preference-form';
import styles from './preference-form.module.css';

const GROUPS = Object.keys(NOTIFICATION_GROUPS) as NotificationGroup[];

interface PreferenceFormProps {
  saved: NotificationPreferences;
  onSaved: (saved: NotificationPreferences) => void;
}

/**
 * How the member receives each kind: in-site always (shown, not changeable), e-mail and SMS per
 * kind; quiet hours for SMS in China Standard Time; the language of e-mails and SMS. A refused field
 * is shown next to itself, any other failure above the button with Retry; what was chosen stays.
 */
export function PreferenceForm({ saved, onSaved }: PreferenceFormProps) {
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<PreferenceFormValues>();
  const quiet = Form.useWatch('quiet', form);
  const [formError, setFormError] = useState<string>();

  const save = useMutation(async (values: PreferenceFormValues) => {
    setFormError(undefined);
    try {
      const next = await saveNotificationPreferences(toPreferences(values), {
        skipErrorToast: true,
      });
      form.setFieldsValue(toPreferenceFormValues(next));
      onSaved(next);
      void message.success(text('notification.prefs.saved'));
    } catch (error) {
      const failure = placeFailure(toFormFailure(error, PREFERENCE_FIELDS, text));
      if (!showAtField(form, failure)) setFormError(failure.message);
    }
  });

  const clock = [
    { required: true, pattern: CLOCK_TIME, message: text('notification.prefs.quiet.format') },
  ];

  return (
    <Form<PreferenceFormValues>
      form={form}
      name="notification-preferences"
      layout="vertical"
      initialValues={toPreferenceFormValues(saved)}
      onFinish={(values) => void save.run(values)}
      onValuesChange={() => setFormError(undefined)}
      scrollToFirstError={{ block: 'center', focus: true }}
      className={styles.form}
    >
      <SectionCard title={text('notification.prefs.channels')}>
        <p className={styles.hint}>{text('notification.prefs.channels.hint')}</p>
        {GROUPS.map((group) => (
          <fieldset key={group} className={styles.group}>
            <legend className={styles.legend}>{text(`notification.group.${group}`)}</legend>
            {NOTIFICATION_GROUPS[group].map((kind) => {
              const name = text(`notification.kindName.${kind}`);
              return (
                <Form.Item key={kind} label={name} className={styles.kind}>
                  <div
                    role="group"
                    aria-label={text('notification.prefs.channelsOf', { kind: name })}
                    className={styles.channels}
                  >
                    <Checkbox checked disabled>
                      {text('notification.prefs.inSite')}
                    </Checkbox>
                    <Form.Item name={['channels', kind]} noStyle>
                      <Checkbox.Group
                        options={[
                          { value: 'email', label: text('notification.prefs.email') },
                          { value: 'sms', label: text('notification.prefs.sms') },
                        ]}
                      />
                    </Form.Item>
                  </div>
                </Form.Item>
              );
            })}
          </fieldset>
        ))}
      </SectionCard>
      <SectionCard title={text('notification.prefs.quiet')}>
        <p className={styles.hint}>{text('notification.prefs.quiet.hint')}</p>
        <Form.Item name="quiet" valuePropName="checked" label={text('notification.prefs.quiet')}>
          <Switch />
        </Form.Item>
        {quiet && (
          <div className={styles.times}>
            <Form.Item
              name={['quietHours', 'start']}
              label={text('notification.prefs.quiet.start')}
              rules={clock}
            >
              <Input inputMode="numeric" placeholder="22:00" maxLength={5} />
            </Form.Item>
            <Form.Item
              name={['quietHours', 'end']}
              label={text('notification.prefs.quiet.end')}
              dependencies={[['quietHours', 'start']]}
              rules={[
                ...clock,
                ({ getFieldValue }) => ({
                  validator: (_, value) =>
                    value && value === getFieldValue(['quietHours', 'start'])
                      ? Promise.reject(new Error(text('notification.prefs.quiet.same')))
                      : Promise.resolve(),
                }),
              ]}
            >
              <Input inputMode="numeric" placeholder="08:00" maxLength={5} />
            </Form.Item>
          </div>
        )}
      </SectionCard>
      <SectionCard title={text('notification.prefs.language')}>
        <Form.Item name="language" label={text('notification.prefs.language')}>
          <Radio.Group
            options={[
              { value: 'zh-CN', label: text('notification.prefs.language.zhCN') },
              { value: 'en-US', label: text('notification.prefs.language.enUS') },
            ]}
          />
        </Form.Item>
      </SectionCard>
      <FormError message={formError} onRetry={() => form.submit()} />
      <Button type="primary" htmlType="submit" loading={save.running}>
        {text('notification.prefs.save')}
      </Button>
    </Form>
  );
}
