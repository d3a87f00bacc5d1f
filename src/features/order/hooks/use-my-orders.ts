import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import { REFRESH_ON_FOCUS } from '@/hooks/request-policy';
import { useRequest } from '@/hooks/use-request';

import { getMyOrderPage } from '../api';

import type { OrderListQuery } from '../utils/order-list-query';

/** The member's orders on one side (payer or payee), filtered by status, one page at a time. */
export function useMyOrders(query: OrderListQuery) {
  const { role, status, page } = query;
  return useRequest(
    () =>
      getMyOrderPage(
        { role, status, current: page, size: DEFAULT_PAGE_SIZE },
        { skipErrorToast: true },
      ),
    {
      refreshDeps: [role, status, page],
      ...REFRESH_ON_FOCUS,
      onError: () => undefined,
    },
  );
}
