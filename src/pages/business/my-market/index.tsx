import { Button, Grid } from 'antd';
import { useState } from 'react';

import { LoadFailedPanel } from '@/components/load-failed-panel';
import { PageContainer } from '@/components/page-container';
import { SectionCard } from '@/components/section-card';
import { StatusFilter } from '@/components/status-filter';
import { LISTING_STATUSES, type ListingStatus, type ListingSummary } from '@/contract/market/types';
import {
  ListingFormDrawer,
  type ListingFormTarget,
} from '@/features/market/components/listing-form-drawer';
import { MyListingCards } from '@/features/market/components/my-listing-cards';
import { MyListingTable } from '@/features/market/components/my-listing-table';
import { useMyListingActions, useMyListings } from '@/features/market/hooks/use-my-listings';
import { LISTING_DRAFT } from '@/features/market/utils/listing-draft';
import { blankValues, valuesOf } from '@/features/market/utils/listing-form';
import {
  formatMyListingSearch,
  parseMyListingSearch,
} from '@/features/market/utils/my-listing-search';
import { useResumableDraft } from '@/hooks/use-member-form-draft';
import { FIRST_PAGE, useUrlSearch } from '@/hooks/use-url-search';
import { useText } from '@/lib/i18n/use-text';
import type { MessageId } from '@/locales/message-id';

/**
 * /business/myMarket (types 2 and 3): the publisher's listings by status, a page at a time (both in
 * the address: `?status=`, `?page=`), with publish, edit, copy, on / off the shelf and delete.
 */
export default function MyMarketPage() {
  const text = useText();
  const { search, update, patch } = useUrlSearch(
    parseMyListingSearch,
    formatMyListingSearch,
    FIRST_PAGE,
  );
  const { status } = search;
  const list = useMyListings(status, search.current);
  const actions = useMyListingActions(list.refresh);
  // A table from 768 px; below, where it would show the lanes alone, a card per listing.
  const Listings = Grid.useBreakpoint().md ? MyListingTable : MyListingCards;
  // A new listing's draft the member was just typing (an expired session, a reload) opens again.
  const resume = useResumableDraft(LISTING_DRAFT, blankValues);
  const [target, setTarget] = useState<ListingFormTarget | undefined>(() =>
    resume ? { mode: 'create', values: blankValues() } : undefined,
  );

  const edit = (listing: ListingSummary) =>
    setTarget({
      mode: 'edit',
      id: listing.id,
      values: valuesOf(listing, false),
      originalFrom: listing.validFrom,
    });
  const copy = (listing: ListingSummary) =>
    setTarget({ mode: 'copy', values: valuesOf(listing, true) });

  return (
    <PageContainer
      titleId="menu.business.myMarket"
      descriptionId="pages.business.myMarket.description"
      extra={
        <Button type="primary" onClick={() => setTarget({ mode: 'create', values: blankValues() })}>
          {text('market.mine.create')}
        </Button>
      }
    >
      <SectionCard title={text('menu.business.myMarket')}>
        <StatusFilter<ListingStatus>
          label={text('marketMine.statusLabel')}
          value={status}
          allLabel={text('marketMine.all')}
          states={LISTING_STATUSES}
          labelOf={(value) => text(`marketMine.status.${value}` as MessageId)}
          onChange={(value) => update({ status: value })}
        />
        {list.error && !list.loading ? (
          <LoadFailedPanel titleId="market.loadFailed" error={list.error} onRetry={list.refresh} />
        ) : (
          <Listings
            data={list.data}
            loading={list.loading}
            onPageChange={(current) => patch({ current })}
            onEdit={edit}
            onCopy={copy}
            onShelve={actions.shelve}
            onDelete={actions.remove}
          />
        )}
      </SectionCard>
      <ListingFormDrawer
        target={target}
        onClose={() => setTarget(undefined)}
        onSaved={() => {
          setTarget(undefined);
          list.refresh();
        }}
      />
    </PageContainer>
  );
}
