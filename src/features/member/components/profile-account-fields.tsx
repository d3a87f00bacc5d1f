import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { ImageUpload } from '@/components/image-upload';
import { useText } from '@/lib/i18n/use-text';
import { charLimit } from '@/utils/char-limit';

import { enterpriseRules } from '../utils/enterprise-rules';
import styles from './enterprise-form.module.css';

/** The member's own details: nickname, personal e-mail and avatar. */
export function ProfileAccountFields() {
  const intl = useIntl();
  const text = useText();
  const rules = useMemo(() => enterpriseRules(text), [text]);
  const avatarLabel = intl.formatMessage({ id: 'enterprise.profile.avatar' });

  return (
    <div className={styles.grid}>
      <Form.Item
        name="nickname"
        label={intl.formatMessage({ id: 'enterprise.profile.nickname' })}
        rules={rules.nickname}
      >
        <Input autoComplete="nickname" count={charLimit(30)} />
      </Form.Item>
      <Form.Item
        name="email"
        label={intl.formatMessage({ id: 'enterprise.profile.email' })}
        rules={rules.email}
      >
        <Input type="email" autoComplete="email" count={charLimit(100)} />
      </Form.Item>
      <Form.Item name="avatar" label={avatarLabel} className={styles.wide}>
        <ImageUpload label={avatarLabel} />
      </Form.Item>
    </div>
  );
}
