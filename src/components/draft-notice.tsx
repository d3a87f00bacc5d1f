import { Alert, Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { BUSINESS_MINUTE } from '@/utils/business-time';

import styles from './draft-notice.module.css';

interface DraftNoticeProps {
  /** When the draft was last written (ms epoch). */
  savedAt: number;
  onDiscard: () => void;
  /** Space below, for a form that does not space its blocks itself. */
  spaced?: boolean;
}

/** Says that the form holds a restored draft (and from when), with a way to start afresh. */
export function DraftNotice({ savedAt, onDiscard, spaced }: DraftNoticeProps) {
  const intl = useIntl();
  const time = intl.formatDate(savedAt, { ...BUSINESS_MINUTE, timeZoneName: 'short' });
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      className={spaced ? styles.spaced : undefined}
      title={<FormattedMessage id="common.draft.restored" values={{ time }} />}
      action={
        <Button size="small" onClick={onDiscard}>
          <FormattedMessage id="common.draft.discard" />
        </Button>
      }
    />
  );
}
