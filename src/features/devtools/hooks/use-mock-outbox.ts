import { useRequest } from '@/hooks/use-request';

import { getMockOutbox } from '../api';

/** What notifications would have sent by e-mail and SMS; `error` when no mock answers. */
export function useMockOutbox() {
  return useRequest(() => getMockOutbox(), { onError: () => undefined });
}
