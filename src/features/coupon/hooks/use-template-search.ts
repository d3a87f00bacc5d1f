import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { TEMPLATE_STATUSES, type TemplateStatus } from '@/contract/coupon/types';

export interface TemplateSearch {
  status: TemplateStatus | undefined;
  current: number;
}

/**
 * The template list's status filter and page, kept in the address (`status`, `current`); invalid
 * values are dropped, and a new status goes back to page 1.
 */
export function useTemplateSearch() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = (TEMPLATE_STATUSES as readonly string[]).includes(raw)
    ? (raw as TemplateStatus)
    : undefined;
  const page = Number(params.get('current'));
  const current = Number.isInteger(page) && page > 1 ? page : 1;

  const go = useCallback(
    (next: TemplateSearch) => {
      const query = new URLSearchParams();
      if (next.status) query.set('status', next.status);
      if (next.current > 1) query.set('current', String(next.current));
      setParams(query);
    },
    [setParams],
  );

  return { status, current, go };
}
