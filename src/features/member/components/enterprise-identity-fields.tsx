import { Form, Input } from 'antd';
import { useMemo } from 'react';

import { ImageUpload } from '@/components/image-upload';
import { useText } from '@/lib/i18n/use-text';
import { charLimit } from '@/utils/char-limit';

import { normalizeCreditCode } from '../utils/enterprise-form';
import { enterpriseRules } from '../utils/enterprise-rules';
import styles from './enterprise-form.module.css';

/**
 * What a reviewer checks: company name, unified social credit code (capitals as typed, shape and
 * check character validated) and the business licence image. Field names `['enterprise', …]`.
 */
export function EnterpriseIdentityFields() {
  const text = useText();
  const rules = useMemo(() => enterpriseRules(text), [text]);

  return (
    <div className={styles.grid}>
      <Form.Item
        name={['enterprise', 'name']}
        label={text('enterprise.field.name')}
        rules={rules.name}
        className={styles.wide}
      >
        <Input
          autoComplete="organization"
          placeholder={text('enterprise.field.namePlaceholder')}
          count={charLimit(60)}
        />
      </Form.Item>
      <Form.Item
        name={['enterprise', 'unifiedSocialCreditCode']}
        label={text('enterprise.field.creditCode')}
        rules={rules.creditCode}
        normalize={(value: string | undefined) => normalizeCreditCode(value)}
        validateTrigger="onBlur"
        className={styles.wide}
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          placeholder={text('enterprise.field.creditCodePlaceholder')}
          count={{ show: true, max: 18 }}
        />
      </Form.Item>
      <Form.Item
        name={['enterprise', 'businessLicence']}
        label={text('enterprise.field.licence')}
        rules={rules.licence}
        className={styles.wide}
      >
        <ImageUpload label={text('enterprise.field.licence')} />
      </Form.Item>
    </div>
  );
}
