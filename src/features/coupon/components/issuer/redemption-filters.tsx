import { Button, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { memo } from 'react';

import { FilterBar } from '@/components/filter-bar';
import { FilterField } from '@/components/filter-field';
import { LazySelect } from '@/components/lazy-select';
import { REDEMPTION_WAYS, type CouponTemplate, type RedemptionWay } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import { hasRedemptionFilters, type RedemptionSearch } from '../../utils/redemption-search';

interface RedemptionFiltersProps {
  search: RedemptionSearch;
  onChange: (patch: Partial<RedemptionSearch>) => void;
  /** The issuer's templates to choose from, as their request stands (a failure offers Retry). */
  templates: CouponTemplate[] | undefined;
  templatesLoading: boolean;
  templatesFailed: boolean;
  onRetryTemplates: () => void;
}

const DAY = 'YYYY-MM-DD';
const ANY = 'any';

/**
 * The redemption records' filters, each applied at once: the coupon (one of the issuer's
 * templates), how it was used, and the China days it was used between. Memoised: a page of
 * records arriving does not render it again.
 */
export const RedemptionFilters = memo(function RedemptionFilters({
  search,
  onChange,
  templates,
  templatesLoading,
  templatesFailed,
  onRetryTemplates,
}: RedemptionFiltersProps) {
  const text = useText();

  return (
    <FilterBar
      label={text('couponIssuer.records.filters')}
      reset={{
        label: text('couponIssuer.records.reset'),
        disabled: !hasRedemptionFilters(search),
        onReset: () =>
          onChange({ templateId: undefined, way: undefined, from: undefined, to: undefined }),
      }}
    >
      <FilterField wide label={text('couponIssuer.records.template')}>
        {(id) => (
          <LazySelect
            id={id}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={templatesLoading}
            value={search.templateId}
            placeholder={text('couponIssuer.records.anyTemplate')}
            options={(templates ?? []).map((template) => ({
              value: template.id,
              label: template.name,
            }))}
            notFoundContent={
              templatesFailed ? (
                <span>
                  {text('couponIssuer.records.templatesFailed')}{' '}
                  <Button size="small" type="link" onClick={onRetryTemplates}>
                    {text('common.retry')}
                  </Button>
                </span>
              ) : undefined
            }
            onChange={(templateId?: string) => onChange({ templateId })}
          />
        )}
      </FilterField>
      <FilterField wide label={text('couponIssuer.records.way')}>
        {(id) => (
          <LazySelect<RedemptionWay | typeof ANY>
            id={id}
            value={search.way ?? ANY}
            options={[
              { value: ANY, label: text('couponIssuer.records.anyWay') },
              ...REDEMPTION_WAYS.map((way) => ({
                value: way,
                label: text(`couponIssuer.records.way.${way}`),
              })),
            ]}
            onChange={(way) => onChange({ way: way === ANY ? undefined : way })}
          />
        )}
      </FilterField>
      <FilterField wide double label={text('couponIssuer.records.days')}>
        {(id) => (
          <DatePicker.RangePicker
            id={id}
            allowEmpty={[true, true]}
            value={[search.from ? dayjs(search.from) : null, search.to ? dayjs(search.to) : null]}
            placeholder={[text('couponIssuer.records.dayFrom'), text('couponIssuer.records.dayTo')]}
            onChange={(dates) => {
              const [from, to] = dates ?? [];
              onChange({ from: from?.format(DAY), to: to?.format(DAY) });
            }}
          />
        )}
      </FilterField>
    </FilterBar>
  );
});
