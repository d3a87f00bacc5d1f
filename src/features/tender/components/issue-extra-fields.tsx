import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';

import { charLimit } from '@/utils/char-limit';

import { REMARKS_MAX } from '../utils/issue-form';
import { IssueAttachments } from './issue-attachments';
import { IssueItem } from './issue-item';

import type { IssueRules } from '../utils/issue-rules';

/** Remarks for the bidders and up to six images (packing photos, drawings). */
export function IssueExtraFields({ rules }: { rules: IssueRules }) {
  const intl = useIntl();
  return (
    <>
      <IssueItem name="remarks" rules={rules.remarks}>
        <Input.TextArea
          rows={4}
          count={charLimit(REMARKS_MAX, true)}
          placeholder={intl.formatMessage({ id: 'tenderIssue.field.remarks.placeholder' })}
        />
      </IssueItem>
      <Form.Item
        name="attachments"
        label={intl.formatMessage({ id: 'tenderIssue.attachments.label' })}
      >
        <IssueAttachments />
      </Form.Item>
    </>
  );
}
