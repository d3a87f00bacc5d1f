import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { COUPON_CODE_PARAM } from '@/contract/coupon/code';
import { FIRST_PAGE, useUrlSearch } from '@/hooks/use-url-search';

import {
  formatRedemptionSearch,
  parseRedemptionSearch,
  type RedemptionSearch,
} from '../utils/redemption-search';

/**
 * The redemption records' search in the address of the redemption page, which also holds the code
 * looked up above the list (`?code=`): a change of the records' filters or page keeps that code, so
 * the coupon on show stays; a new filter shows the first page.
 */
export function useRedemptionSearch() {
  const [params] = useSearchParams();
  const code = params.get(COUPON_CODE_PARAM);
  const format = useCallback(
    (search: RedemptionSearch) => {
      const next = formatRedemptionSearch(search);
      if (code) next.set(COUPON_CODE_PARAM, code);
      return next;
    },
    [code],
  );
  return useUrlSearch(parseRedemptionSearch, format, FIRST_PAGE);
}
