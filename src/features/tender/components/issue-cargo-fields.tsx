import { Input } from 'antd';

import { LazySelect } from '@/components/lazy-select';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';
import { charLimit } from '@/utils/char-limit';

import { CARGO_NAME_MAX, withCode } from '../utils/issue-form';
import styles from './issue-form.module.css';
import { IssueHsCodeInput } from './issue-hs-code-input';
import { IssueItem } from './issue-item';

import type { IssueRules } from '../utils/issue-rules';
import type { ReactElement } from 'react';

interface IssueCargoFieldsProps {
  rules: IssueRules;
  /** The HS code control the page gives (the HS look-up); a plain input otherwise. */
  hsCodeInput?: ReactElement;
}

/** What the cargo is: name, kind (general, dangerous, reefer), optional HS code, incoterm. */
export function IssueCargoFields({ rules, hsCodeInput }: IssueCargoFieldsProps) {
  const t = useText();
  const cargoTypes = useDict('cargo_type');
  const incoterms = useDict('incoterm');

  return (
    <div className={styles.grid}>
      <IssueItem name="cargoName" rules={rules.cargoName} className={styles.wide}>
        <Input
          count={charLimit(CARGO_NAME_MAX)}
          placeholder={t('tenderIssue.field.cargoName.placeholder')}
        />
      </IssueItem>
      <IssueItem name="cargoType" rules={rules.cargoType}>
        <LazySelect
          options={cargoTypes.options}
          aria-label={t('tenderIssue.field.cargoType.label')}
        />
      </IssueItem>
      <IssueItem name="incoterm" rules={rules.incoterm}>
        <LazySelect
          options={withCode(incoterms.options)}
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('tenderIssue.field.incoterm.label')}
        />
      </IssueItem>
      <IssueItem
        name="hsCode"
        rules={rules.hsCode}
        // Checked when the member leaves the field: a word typed to look a code up is not an error yet.
        validateTrigger="onBlur"
        extra={t('tenderIssue.field.hsCode.extra')}
      >
        {hsCodeInput ?? <IssueHsCodeInput placeholder="8201900000" />}
      </IssueItem>
    </div>
  );
}
