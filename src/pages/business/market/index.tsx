import { Button } from 'antd';
import { useCallback, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { LaneFilters, hasLaneFilter } from '@/components/lane-filters';
import { LaneTenderOffer } from '@/components/lane-tender-offer';
import { PageContainer } from '@/components/page-container';
import { resultsPage } from '@/components/paged-results';
import { paths } from '@/config/paths';
import { ListingResults } from '@/features/market/components/listing-results';
import { MarketSort } from '@/features/market/components/market-sort';
import { QuotePanel } from '@/features/market/components/quote-panel';
import { useListingPage } from '@/features/market/hooks/use-market-requests';
import {
  DEFAULT_MARKET_SEARCH,
  formatMarketSearch,
  parseMarketSearch,
  toListingQuery,
  type QuoteSearch,
} from '@/features/market/utils/market-search';
import { FIRST_PAGE, useUrlSearch } from '@/hooks/use-url-search';
import { useText } from '@/lib/i18n/use-text';
import { useSession } from '@/lib/session';

/**
 * /business/market: the freight-rate market. Filters (ports, shipment type, container type,
 * carrier), sort, page and the instant quote live in the address. No rate, or no quote, offers to
 * issue a tender for the lane.
 */
export default function MarketPage() {
  const text = useText();
  const { member } = useSession();
  const { search, update, patch, setSearch } = useUrlSearch(
    parseMarketSearch,
    formatMarketSearch,
    FIRST_PAGE,
  );
  const query = useMemo(() => toListingQuery(search), [search]);
  const page = useListingPage(query);
  const lane = Boolean(search.pol && search.pod);
  // Stable while the address is: the filters and the quote form do not render again when a page
  // of listings arrives.
  const onQuote = useCallback(
    (quote: QuoteSearch | undefined) => setSearch({ ...search, quote }),
    [search, setSearch],
  );

  return (
    <PageContainer
      titleId="menu.business.market"
      descriptionId="pages.business.market.description"
      extra={
        member && member.userType !== 1 ? (
          <Link to={paths.business.myMarket.href()} className="link-button link-button--primary">
            <FormattedMessage id="market.mine.create" />
          </Link>
        ) : undefined
      }
    >
      <LaneFilters label={text('market.filters.title')} lane={search} onChange={update} carrier />
      <QuotePanel search={search} onQuote={onQuote} />
      <ListingResults
        {...resultsPage(page, (current) => patch({ current }))}
        toolbar={<MarketSort search={search} onChange={update} />}
        containerType={search.containerType}
        empty={
          <>
            <LaneTenderOffer
              lane={{
                pol: search.pol,
                pod: search.pod,
                shipmentType: search.shipmentType,
                containerType: search.containerType,
              }}
              lead={lane ? <FormattedMessage id="market.list.noLane" /> : undefined}
            />
            {hasLaneFilter(search) && (
              <p>
                <Button
                  onClick={() =>
                    setSearch({
                      ...DEFAULT_MARKET_SEARCH,
                      ...(search.quote ? { quote: search.quote } : {}),
                    })
                  }
                >
                  <FormattedMessage id="trade.lane.reset" />
                </Button>
              </p>
            )}
          </>
        }
      />
    </PageContainer>
  );
}
