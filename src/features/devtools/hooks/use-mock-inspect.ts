import { useRequest } from '@/hooks/use-request';

import { getMockInspect } from '../api';

/** The mock's state; `error` is set when no mock answers (e.g. against a real back end). */
export function useMockInspect() {
  return useRequest(() => getMockInspect());
}
