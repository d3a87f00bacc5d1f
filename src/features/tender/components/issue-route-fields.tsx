import { Input, Radio } from 'antd';

import { PortSelect } from '@/components/port-select';
import { SHIPMENT_TYPES } from '@/contract/common/trade';
import { useText } from '@/lib/i18n/use-text';
import { useDict } from '@/lib/reference';
import { charLimit } from '@/utils/char-limit';

import { TITLE_MAX, withCode } from '../utils/issue-form';
import styles from './issue-form.module.css';
import { IssueItem } from './issue-item';

import type { IssueRules } from '../utils/issue-rules';

/** Title, FCL or LCL, and the lane (two different ports, searched by code or name). */
export function IssueRouteFields({ rules }: { rules: IssueRules }) {
  const shipmentTypes = useDict('shipment_type');
  const label = useText();

  return (
    <div className={styles.grid}>
      <IssueItem name="title" rules={rules.title} className={styles.wide}>
        <Input
          count={charLimit(TITLE_MAX, true)}
          placeholder={label('tenderIssue.field.title.placeholder')}
        />
      </IssueItem>
      <IssueItem name="shipmentType" className={styles.wide}>
        <Radio.Group
          aria-label={label('tenderIssue.field.shipmentType.label')}
          options={withCode(
            shipmentTypes.options.length > 0
              ? shipmentTypes.options
              : SHIPMENT_TYPES.map((value) => ({ value, label: value })),
          )}
        />
      </IssueItem>
      <IssueItem name="pol" rules={rules.pol}>
        <PortSelect placeholder={label('tenderIssue.field.port.placeholder')} />
      </IssueItem>
      <IssueItem name="pod" rules={rules.pod} dependencies={['pol']}>
        <PortSelect placeholder={label('tenderIssue.field.port.placeholder')} />
      </IssueItem>
    </div>
  );
}
