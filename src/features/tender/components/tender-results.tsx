import { PagedResults } from '@/components/paged-results';
import type { Page } from '@/contract/http';
import type { TenderSummary } from '@/contract/tender/types';

import { TenderCard } from './tender-card';

import type { ReactNode } from 'react';

interface TenderResultsProps {
  data: Page<TenderSummary> | undefined;
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
  onPageChange: (current: number) => void;
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
      ids={{
        failed: 'tender.list.loadFailed',
        count: 'tender.list.total',
        list: 'tender.list.label',
        pages: 'tender.list.pages',
      }}
      itemKey={(tender) => tender.id}
      renderItem={(tender) => <TenderCard tender={tender} />}
    />
  );
}
