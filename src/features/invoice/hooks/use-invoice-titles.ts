import { useRequest } from '@/hooks/use-request';

import { getInvoiceTitles } from '../api';

/** The member's invoice titles and certified enterprise; a failure is shown with a retry. */
export function useInvoiceTitles() {
  return useRequest(() => getInvoiceTitles({ skipErrorToast: true }), {
    onError: () => undefined,
  });
}
