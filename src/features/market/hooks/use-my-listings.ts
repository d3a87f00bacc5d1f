import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import type { StoredListingStatus, ListingStatus } from '@/contract/market/types';
import { useRequest } from '@/hooks/use-request';
import { isAuthFailure, toastMessage } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';

import { deleteListing, getMyListingPage, setListingStatus } from '../api';

/** The publisher's listings, one page at a time, any status or one (no shared cache). */
export function useMyListings(status: ListingStatus | undefined, current: number) {
  return useRequest(
    () =>
      getMyListingPage(
        { ...(status ? { status } : {}), current, size: DEFAULT_PAGE_SIZE },
        { skipErrorToast: true },
      ),
    { refreshDeps: [status, current], onError: () => undefined },
  );
}

/** On / off the shelf and delete, each with a toast saying how it went; `onChanged` reloads the list. */
export function useMyListingActions(onChanged: () => void) {
  const describe = useDescribeError();
  const failed = (error: unknown) => {
    if (isAuthFailure(error)) return;
    toastMessage('error', describe(error));
  };
  const shelve = async (id: string, status: StoredListingStatus) => {
    try {
      await setListingStatus(id, status, { skipErrorToast: true });
      toastMessage('success', {
        id: status === 'on' ? 'marketMine.onDone' : 'marketMine.offDone',
      });
      onChanged();
    } catch (error) {
      failed(error);
    }
  };
  const remove = async (id: string) => {
    try {
      await deleteListing(id, { skipErrorToast: true });
      toastMessage('success', { id: 'marketMine.deleted' });
      onChanged();
    } catch (error) {
      failed(error);
    }
  };
  return { shelve, remove };
}
