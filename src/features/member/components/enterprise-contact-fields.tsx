import { Checkbox, Form, Input } from 'antd';
import { useId, useMemo } from 'react';

import { ImageUpload } from '@/components/image-upload';
import { LazySelect } from '@/components/lazy-select';
import { ENTERPRISE_SERVICES } from '@/contract/member/types';
import { useText } from '@/lib/i18n/use-text';
import { useProvinceSelect, type ProvinceOption } from '@/lib/reference';
import { charLimit } from '@/utils/char-limit';

import { INTRO_MAX, type EnterpriseKey } from '../utils/enterprise-form';
import { enterpriseRules } from '../utils/enterprise-rules';
import styles from './enterprise-form.module.css';

import type { FormRule } from 'antd';

interface EnterpriseContactFieldsProps {
  /**
   * Fields that may be left empty: on the profile page, those still empty since registration (a
   * save sends only what changed, and the certification form asks for them).
   */
  optional?: readonly EnterpriseKey[];
}

const NONE: readonly EnterpriseKey[] = [];

/**
 * Where and how to reach the company and what it offers: province (searchable in Chinese and
 * English), address, contact, e-mail, web site, services, introduction and logo. Field names `['enterprise', …]`.
 */
export function EnterpriseContactFields({ optional = NONE }: EnterpriseContactFieldsProps) {
  const text = useText();
  const rules = useMemo(() => {
    const all = enterpriseRules(text);
    // An optional field keeps its format rules but may stay empty.
    const relax = (key: EnterpriseKey, list: FormRule[]) =>
      optional.includes(key) ? list.filter((rule) => !('required' in rule && rule.required)) : list;
    return {
      ...all,
      province: relax('provinceCode', all.province),
      address: relax('address', all.address),
      contactName: relax('contactName', all.contactName),
      contactPhone: relax('contactPhone', all.contactPhone),
    };
  }, [text, optional]);
  const provinces = useProvinceSelect();
  const servicesLabelId = useId();

  const serviceOptions = ENTERPRISE_SERVICES.map((service) => ({
    value: service,
    label: text(`member.service.${service}`),
  }));

  return (
    <div className={styles.grid}>
      <Form.Item
        name={['enterprise', 'provinceCode']}
        label={text('enterprise.field.province')}
        rules={rules.province}
      >
        <LazySelect<string, ProvinceOption>
          options={provinces.options}
          placeholder={text('enterprise.field.provincePlaceholder')}
          // antd's placeholder grey is too faint to read (WCAG AA).
          styles={{ placeholder: { color: 'rgba(0, 0, 0, 0.55)' } }}
          showSearch={provinces.showSearch}
        />
      </Form.Item>
      <Form.Item
        name={['enterprise', 'address']}
        label={text('enterprise.field.address')}
        rules={rules.address}
      >
        {/* Grows to show the whole address (up to 120 characters) instead of scrolling it in one
            line; a street address may take lines of its own, as autofill gives it. */}
        <Input.TextArea
          autoComplete="street-address"
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={text('enterprise.field.addressPlaceholder')}
          count={charLimit(120)}
        />
      </Form.Item>
      <Form.Item
        name={['enterprise', 'contactName']}
        label={text('enterprise.field.contactName')}
        rules={rules.contactName}
      >
        <Input autoComplete="name" count={charLimit(30)} />
      </Form.Item>
      <Form.Item
        name={['enterprise', 'contactPhone']}
        label={text('enterprise.field.contactPhone')}
        rules={rules.contactPhone}
      >
        <Input
          type="tel"
          autoComplete="tel"
          placeholder={text('enterprise.field.contactPhonePlaceholder')}
          count={charLimit(20)}
        />
      </Form.Item>
      <Form.Item
        name={['enterprise', 'email']}
        label={text('enterprise.field.email')}
        rules={rules.email}
        className={styles.wide}
      >
        <Input type="email" autoComplete="email" count={charLimit(100)} />
      </Form.Item>
      <Form.Item
        name={['enterprise', 'website']}
        label={text('enterprise.field.website')}
        rules={rules.website}
        className={styles.wide}
      >
        {/* No maxLength: a pasted address that is too long is said so, not silently cut. No
            type="url": the browser's own check would speak over the rule's message. */}
        <Input
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder={text('enterprise.field.websitePlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name={['enterprise', 'services']}
        label={<span id={servicesLabelId}>{text('enterprise.field.services')}</span>}
        className={styles.wide}
      >
        <Checkbox.Group
          options={serviceOptions}
          className={styles.services}
          role="group"
          aria-labelledby={servicesLabelId}
        />
      </Form.Item>
      <Form.Item
        name={['enterprise', 'intro']}
        label={text('enterprise.field.intro')}
        rules={rules.intro}
        className={styles.wide}
      >
        <Input.TextArea
          rows={4}
          count={charLimit(INTRO_MAX, true)}
          placeholder={text('enterprise.field.introPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name={['enterprise', 'logo']}
        label={text('enterprise.field.logo')}
        className={styles.wide}
      >
        <ImageUpload label={text('enterprise.field.logo')} />
      </Form.Item>
    </div>
  );
}
