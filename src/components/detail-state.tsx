import { useDeferredValue } from 'react';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useReferenceStatus } from '@/lib/reference';
import { BizCode, isBizError } from '@/lib/request';
import { useRouteHeading } from '@/lib/route-handle';
import type { MessageId } from '@/locales/message-id';

import { LoadFailedPanel } from './load-failed-panel';
import { NotFoundPanel, type NotFoundPanelProps } from './not-found-panel';
import { PageContainer } from './page-container';

import type { LoadRequest } from './loading-or-failed';
import type { ReactNode } from 'react';

interface DetailStateProps<T extends { id: string }> {
  /** The item's request (its data, error, loading and refresh). */
  request: LoadRequest<T>;
  /**
   * The id the address names: an answer for another id (the address just changed, a previous/next
   * link was followed) is not shown as this one.
   */
  id?: string;
  /** False when the address names no item at all (no or a malformed id): not found at once. */
  valid?: boolean;
  skeletonRows?: number;
  /** What a missing item says (4004, or an address naming none) and where it leads instead. */
  notFound: NotFoundPanelProps;
  /** The title of the panel when loading failed otherwise (offline, server error). */
  failedId: MessageId;
  children: (data: T) => ReactNode;
}

/**
 * The states of a detail page around its item: not found (with the way back), failed (with the
 * reason and Retry), loading (the page's heading over a skeleton), then the item itself. The
 * heading while it loads is its route's title and description, which index.html paints at the same
 * place before the app runs. While the
 * dictionaries load for the first time the item waits too: its labels (carrier, status …) would
 * show as codes, then change width as they arrive and push the page down.
 */
export function DetailState<T extends { id: string }>(props: DetailStateProps<T>) {
  const { request, id, valid = true, skeletonRows = 10 } = props;
  const heading = useRouteHeading();
  const { error, loading, refresh: retry } = request;
  const data = id === undefined || request.data?.id === id ? request.data : undefined;
  const reference = useReferenceStatus();
  const labelsLoading = reference.dictItems === 'loading' && reference.counts.dictItems === 0;
  // The item's first render is deferred: when its answer or the dictionaries arrive, React renders
  // the whole page in slices (at a transition's priority) behind the skeleton instead of in one
  // long task. A store update (the dictionaries) cannot be a transition itself.
  const ready = useDeferredValue(data !== undefined && !labelsLoading);

  if (!valid || (error && !data && isBizError(error, BizCode.notFound))) {
    return <NotFoundPanel {...props.notFound} />;
  }
  if (error && !data) {
    return (
      <LoadFailedPanel titleId={props.failedId} error={error} onRetry={retry} retrying={loading} />
    );
  }
  if (!data || !ready) {
    return (
      <PageContainer
        titleId={heading?.titleId ?? 'common.loading'}
        descriptionId={heading?.descriptionId}
      >
        <LoadingSkeleton rows={skeletonRows} />
      </PageContainer>
    );
  }
  return props.children(data);
}
