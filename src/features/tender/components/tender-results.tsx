import { PagedResults, type ResultsPage } from '@/components/paged-results';
import type { TenderSummary } from '@/contract/tender/types';

import { TenderCard } from './tender-card';

import type { ReactNode } from 'react';

interface TenderResultsProps extends ResultsPage<TenderSummary> {
  /** Shown when the search has no result. */
  empty: ReactNode;
  /** Beside the result count (e.g. sort controls). */
  toolbar?: ReactNode;
}

/** A page of tenders as cards, with its count and paging (see PagedResults). */
export function TenderResults(props: TenderResultsProps) {
  return (
    <PagedResults
      {...props}
      messages="tender.list"
      itemKey={(tender) => tender.id}
      renderItem={(tender) => <TenderCard tender={tender} />}
    />
  );
}
