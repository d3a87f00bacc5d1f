import { COUPON_LIMITS } from '@/contract/coupon/limits';
import type { TemplateStatus } from '@/contract/coupon/types';
import { useRequest } from '@/hooks/use-request';

import { getMyTemplatePage } from '../api';

/**
 * The issuer's templates, one page of one status or all, asked again when either changes. Not
 * cached: the figures move with every claim, and another member may log in on the tab.
 */
export function useTemplatePage(status: TemplateStatus | undefined, current: number) {
  return useRequest(
    () =>
      getMyTemplatePage(
        { ...(status ? { status } : {}), current, size: COUPON_LIMITS.pageSize },
        { skipErrorToast: true },
      ),
    { refreshDeps: [status, current], onError: () => undefined },
  );
}
