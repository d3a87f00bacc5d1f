import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import type { MessageId } from '@/locales/message-id';

import { StatusPanel } from './status-panel';

export interface NotFoundPanelProps {
  titleId: MessageId;
  descriptionId: MessageId;
  /** Where the reader finds the others instead (the list, the hall). */
  backTo: string;
  backId: MessageId;
}

/** What a detail page says when its address names no item it can show, and the way to the others. */
export function NotFoundPanel({ titleId, descriptionId, backTo, backId }: NotFoundPanelProps) {
  return (
    <StatusPanel
      kind="info"
      titleId={titleId}
      description={<FormattedMessage id={descriptionId} />}
      actions={
        <Link to={backTo} className="link-button link-button--primary">
          <FormattedMessage id={backId} />
        </Link>
      }
    />
  );
}
