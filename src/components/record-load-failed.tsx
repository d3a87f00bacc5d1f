import { BizCode, isBizError } from '@/lib/request';
import type { MessageId } from '@/locales/message-id';

import { LoadFailedPanel } from './load-failed-panel';
import { StatusPanel } from './status-panel';

import type { ReactNode } from 'react';

/** What one of the panels says: its heading, and why (a node when it names the record). */
interface PanelText {
  titleId: MessageId;
  description: ReactNode;
}

interface RecordLoadFailedProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  /** 4004: no such record. */
  notFound: PanelText;
  /** 4003: the record is not the reader's. */
  forbidden: PanelText;
  /** The heading when loading failed otherwise (offline, server error), above the reason and Retry. */
  failedId: MessageId;
  /** The way back to the list, on every panel. */
  back: ReactNode;
}

/**
 * Why a member's own record (an order, a shipment) cannot be shown: not found, not the reader's
 * (4003), or a failure to retry. Only the last is worth trying again.
 */
export function RecordLoadFailed(props: RecordLoadFailedProps) {
  const { error, back } = props;
  if (isBizError(error, BizCode.notFound)) {
    return <StatusPanel kind="warning" {...props.notFound} actions={back} />;
  }
  if (isBizError(error, BizCode.forbidden)) {
    return <StatusPanel kind="forbidden" {...props.forbidden} actions={back} />;
  }
  return (
    <LoadFailedPanel
      titleId={props.failedId}
      error={error}
      onRetry={props.onRetry}
      retrying={props.retrying}
      actions={back}
    />
  );
}
