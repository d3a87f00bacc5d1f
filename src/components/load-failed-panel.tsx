import { useDescribeError } from '@/lib/request/use-describe-error';
import type { MessageId } from '@/locales/message-id';

import { StatusPanel } from './status-panel';

import type { ReactNode } from 'react';

interface LoadFailedPanelProps {
  /** What failed ('The listings could not be loaded'): the panel's heading. */
  titleId: MessageId;
  error: unknown;
  onRetry: () => void;
  /** A retry is under way: the button spins. */
  retrying?: boolean;
  /** Another way on after Retry (back to the list). */
  actions?: ReactNode;
}

/**
 * A load that failed in the place of what it was to show (a page, or a page's main block): what
 * failed, why in words (server error, timeout, offline …, never the raw error), announced to
 * screen readers, with Retry. A failure beside results that stay uses `RetryAlert`.
 */
export function LoadFailedPanel({
  titleId,
  error,
  onRetry,
  retrying,
  actions,
}: LoadFailedPanelProps) {
  const describe = useDescribeError();
  return (
    <StatusPanel
      kind="error"
      alert
      titleId={titleId}
      description={describe(error)}
      onRetry={onRetry}
      retrying={retrying}
      actions={actions}
    />
  );
}
