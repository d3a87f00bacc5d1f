import { Button } from 'antd';

import { FilterBar } from '@/components/filter-bar';
import { FilterField } from '@/components/filter-field';
import { LazySelect } from '@/components/lazy-select';
import { COUPON_CURRENCIES } from '@/contract/coupon/types';
import { useText } from '@/lib/i18n/use-text';

import { useCouponWords } from '../hooks/use-coupon-words';
import { useOfferIssuers, type OfferKind } from '../hooks/use-offers';
import { hasOfferFilters, type OfferSearch } from '../utils/offer-search';

interface OfferFiltersProps {
  offer: OfferKind;
  search: OfferSearch;
  onChange: (patch: Partial<OfferSearch>) => void;
}

/** Issuer and currency filters of the collection centre and the market; each applies at once. */
export function OfferFilters({ offer, search, onChange }: OfferFiltersProps) {
  const text = useText();
  const { party } = useCouponWords();
  const issuers = useOfferIssuers(offer);
  const failed = Boolean(issuers.error) && !issuers.loading;

  return (
    <FilterBar
      label={text('coupon.filters.title')}
      reset={{
        label: text('coupon.filters.reset'),
        disabled: !hasOfferFilters(search),
        onReset: () => onChange({ issuerId: undefined, currency: undefined }),
      }}
    >
      <FilterField wide label={text('coupon.filters.issuer')}>
        {(id) => (
          <LazySelect
            id={id}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={issuers.loading}
            value={search.issuerId}
            placeholder={text('coupon.filters.any')}
            options={(issuers.data ?? []).map((issuer) => ({
              value: issuer.enterpriseId,
              label: party(issuer),
            }))}
            notFoundContent={
              failed ? (
                <span>
                  {text('coupon.filters.issuersFailed')}{' '}
                  <Button size="small" type="link" onClick={issuers.refresh}>
                    {text('common.retry')}
                  </Button>
                </span>
              ) : undefined
            }
            onChange={(issuerId?: string) => onChange({ issuerId })}
          />
        )}
      </FilterField>
      <FilterField label={text('coupon.filters.currency')}>
        {(id) => (
          <LazySelect
            id={id}
            allowClear
            value={search.currency}
            placeholder={text('coupon.filters.any')}
            options={COUPON_CURRENCIES.map((currency) => ({
              value: currency,
              label: text(`coupon.currency.${currency}`),
            }))}
            onChange={(currency?: OfferSearch['currency']) => onChange({ currency })}
          />
        )}
      </FilterField>
    </FilterBar>
  );
}
