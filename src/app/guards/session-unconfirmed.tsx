import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { StatusPanel } from '@/components/status-panel';

/** A stored login could not be confirmed (offline, server error): offer a retry, not the login page. */
export function SessionUnconfirmed({ reload }: { reload: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    setRetrying(true);
    try {
      await reload();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <StatusPanel
      kind="warning"
      titleId="layout.guard.unconfirmed.title"
      description={<FormattedMessage id="layout.guard.unconfirmed.description" />}
      onRetry={() => void retry()}
      retrying={retrying}
    />
  );
}
