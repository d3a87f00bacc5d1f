import { Button, Empty } from 'antd';
import { FormattedMessage } from 'react-intl';

import { LaneTenderOffer } from '@/components/lane-tender-offer';
import type { MessageId } from '@/locales/message-id';

import { laneTenderOf, type TenderSearch } from '../utils/tender-search';
import styles from './tender-page.module.css';

interface TenderEmptyProps {
  /** Why nothing shows. */
  descriptionId: MessageId;
  search: TenderSearch;
  resetId: MessageId;
  /** Clears the filters; no button when absent. */
  onReset?: () => void;
}

/** No tender matches: issue a tender for the lane searched, or clear the filters. */
export function TenderEmpty({ descriptionId, search, resetId, onReset }: TenderEmptyProps) {
  return (
    <Empty description={<FormattedMessage id={descriptionId} />}>
      <div className={styles.emptyActions}>
        <LaneTenderOffer lane={laneTenderOf(search)} />
        {onReset && (
          <Button onClick={onReset}>
            <FormattedMessage id={resetId} />
          </Button>
        )}
      </div>
    </Empty>
  );
}
