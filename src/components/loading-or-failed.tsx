import { useText } from '@/lib/i18n/use-text';
import type { MessageId } from '@/locales/message-id';

import { PageSpinner } from './page-spinner';
import { RetryAlert } from './retry-alert';

import type { ReactNode } from 'react';

/** What a data hook answers (ahooks' useRequest): the data once it came, the last error, a retry. */
export interface LoadRequest<T> {
  data?: T | undefined;
  error?: unknown;
  loading: boolean;
  refresh: () => void;
}

interface LoadingOrFailedProps<T> {
  request: LoadRequest<T>;
  /** What failed ('Your bids could not be loaded'), above the reason. */
  failedId: MessageId;
  /** What the data shows; without it the caller shows the data itself (`if (!data) return …`). */
  children?: (data: T) => ReactNode;
}

/**
 * Something loaded in place: its data once it came (kept while it loads again), else the failure
 * with Retry once a load failed, else a spinner.
 */
export function LoadingOrFailed<T>({ request, failedId, children }: LoadingOrFailedProps<T>) {
  const text = useText();
  const { data, error, loading, refresh } = request;
  if (data !== undefined) return children ? children(data) : null;
  if (error && !loading) {
    return <RetryAlert title={text(failedId)} error={error} onRetry={refresh} />;
  }
  return <PageSpinner labelId="common.loading" />;
}
