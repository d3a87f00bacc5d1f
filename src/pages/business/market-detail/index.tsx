import { DetailState } from '@/components/detail-state';
import { paths } from '@/config/paths';
import { isListingId } from '@/contract/market/listing-id';
import { FavouriteButton } from '@/features/favourite/components/favourite-button';
import { ListingDetailView } from '@/features/market/components/listing-detail-view';
import { useListingDetail } from '@/features/market/hooks/use-market-requests';
import { useIdInAddress } from '@/hooks/use-id-in-address';
import { useSession } from '@/lib/session';

/** /business/marketDetail?id=: one listing, shareable; contact details for members only. */
export default function MarketDetailPage() {
  const id = useIdInAddress('id');
  const { member } = useSession();
  const detail = useListingDetail(id, member?.id);

  return (
    <DetailState
      request={detail}
      id={id}
      valid={isListingId(id)}
      failedId="market.loadFailed"
      notFound={{
        titleId: 'market.detail.notFound',
        descriptionId: 'market.detail.notFoundHint',
        backTo: paths.business.market.href(),
        backId: 'market.detail.backToMarket',
      }}
    >
      {(listing) => (
        <ListingDetailView
          listing={listing}
          member={Boolean(member)}
          favourite={
            <FavouriteButton
              kind="listing"
              targetId={listing.id}
              name={`${listing.pol.code} → ${listing.pod.code}`}
            />
          }
        />
      )}
    </DetailState>
  );
}
