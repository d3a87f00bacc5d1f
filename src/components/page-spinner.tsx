import { FormattedMessage } from 'react-intl';

import { SPINNER_DELAY_MS } from '@/config/constants';
import type { MessageId } from '@/locales/message-id';

interface PageSpinnerProps {
  labelId: MessageId;
  /** Lets a test wait for this spinner to go. */
  testId?: string;
}

/** The ring appears and turns once the wait has lasted SPINNER_DELAY_MS (its animation's delay). */
const RING_STYLE = { animationDelay: `${SPINNER_DELAY_MS}ms` };

/** A centred spinner with a text that says what is awaited. */
export function PageSpinner({ labelId, testId }: PageSpinnerProps) {
  return (
    <div className="page-spinner" role="status" aria-live="polite" data-testid={testId}>
      <span className="page-spinner__ring" style={RING_STYLE} aria-hidden />
      <span className="page-spinner__label">
        <FormattedMessage id={labelId} />
      </span>
    </div>
  );
}
