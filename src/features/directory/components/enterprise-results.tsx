import { PagedResults } from '@/components/paged-results';
import type { EnterpriseSummary } from '@/contract/directory/types';
import type { Page } from '@/contract/http';

import { EnterpriseCard } from './enterprise-card';

import type { ReactNode } from 'react';

interface EnterpriseResultsProps {
  data: Page<EnterpriseSummary> | undefined;
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
  onPageChange: (current: number) => void;
  /** Shown when the search has no result. */
  empty: ReactNode;
}

/** A page of enterprises as cards, with the count and paging (see PagedResults). */
export function EnterpriseResults(props: EnterpriseResultsProps) {
  return (
    <PagedResults
      {...props}
      ids={{
        failed: 'directory.list.loadFailed',
        count: 'directory.list.total',
        list: 'directory.list.label',
        pages: 'directory.list.pages',
      }}
      layout={{ cardWidth: 400 }}
      itemKey={(enterprise) => enterprise.id}
      renderItem={(enterprise) => <EnterpriseCard enterprise={enterprise} />}
    />
  );
}
