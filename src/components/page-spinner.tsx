import { FormattedMessage } from 'react-intl';

import type { MessageId } from '@/locales/message-id';

interface PageSpinnerProps {
  labelId: MessageId;
  /** Lets a test wait for this spinner to go. */
  testId?: string;
}

/** A centred spinner with a text that says what is awaited. */
export function PageSpinner({ labelId, testId }: PageSpinnerProps) {
  return (
    <div className="page-spinner" role="status" aria-live="polite" data-testid={testId}>
      <span className="page-spinner__ring" aria-hidden />
      <span className="page-spinner__label">
        <FormattedMessage id={labelId} />
      </span>
    </div>
  );
}
