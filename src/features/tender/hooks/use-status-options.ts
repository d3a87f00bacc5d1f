import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { useDict } from '@/lib/reference';

import type { StatusFilter } from '../utils/tender-search';

/** The status filter's options: any status, then the tender statuses in the reader's language. */
export function useStatusOptions(): { value: StatusFilter; label: string }[] {
  const intl = useIntl();
  const { options } = useDict('tender_status');
  return useMemo(
    () => [
      { value: 'all', label: intl.formatMessage({ id: 'tender.filters.anyStatus' }) },
      ...options.map((option) => ({ ...option, value: option.value as StatusFilter })),
    ],
    [intl, options],
  );
}
