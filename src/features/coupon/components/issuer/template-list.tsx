import { PagedResults, type ResultsPage } from '@/components/paged-results';
import type { CouponTemplate, TemplateAction } from '@/contract/coupon/types';

import { TemplateCard } from './template-card';

import type { TemplateActionHandlers } from './template-actions';
import type { ReactNode } from 'react';

interface TemplateListProps extends TemplateActionHandlers, ResultsPage<CouponTemplate> {
  /** What an empty page shows (and offers). */
  empty: ReactNode;
  /** The status change on its way, if any. */
  busy?: { id: string; action: TemplateAction } | undefined;
}

/** A page of the issuer's templates as cards, with the count and paging (see PagedResults). */
export function TemplateList({ busy, empty, ...props }: TemplateListProps) {
  const { data, loading, error, onRetry, onPageChange, ...handlers } = props;
  return (
    <PagedResults
      data={data}
      loading={loading}
      error={error}
      onRetry={onRetry}
      onPageChange={onPageChange}
      messages="couponIssuer.list"
      layout={{ cardWidth: 400 }}
      empty={empty}
      itemKey={(template) => template.id}
      renderItem={(template) => (
        <TemplateCard
          template={template}
          busy={busy?.id === template.id ? busy.action : undefined}
          {...handlers}
        />
      )}
    />
  );
}
