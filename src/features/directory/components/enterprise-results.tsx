import { PagedResults, type ResultsPage } from '@/components/paged-results';
import type { EnterpriseSummary } from '@/contract/directory/types';

import { EnterpriseCard } from './enterprise-card';

import type { ReactNode } from 'react';

interface EnterpriseResultsProps extends ResultsPage<EnterpriseSummary> {
  /** Shown when the search has no result. */
  empty: ReactNode;
}

/** A page of enterprises as cards, with the count and paging (see PagedResults). */
export function EnterpriseResults(props: EnterpriseResultsProps) {
  return (
    <PagedResults
      {...props}
      messages="directory.list"
      layout={{ cardWidth: 400 }}
      itemKey={(enterprise) => enterprise.id}
      renderItem={(enterprise) => <EnterpriseCard enterprise={enterprise} />}
    />
  );
}
