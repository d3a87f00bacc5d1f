import { useParams } from 'react-router-dom';

import { DetailState } from '@/components/detail-state';
import { paths } from '@/config/paths';
import { FavouriteButton } from '@/features/favourite/components/favourite-button';
import { TenderDetailView } from '@/features/tender/components/tender-detail-view';
import { useTenderDetail } from '@/features/tender/hooks/use-tender-detail';

/** /business/tendering/:tenderId: one tender, shareable; contact details for members only. */
export default function TenderDetailPage() {
  const { tenderId = '' } = useParams();
  const detail = useTenderDetail(tenderId);

  return (
    <DetailState
      request={detail}
      failedId="tender.detail.loadFailed"
      notFound={{
        titleId: 'tender.detail.notFound.title',
        descriptionId: 'tender.detail.notFound.description',
        backTo: paths.business.tendering.href(),
        backId: 'tender.detail.backToHall',
      }}
    >
      {(tender) => (
        <TenderDetailView
          tender={tender}
          extra={<FavouriteButton kind="tender" targetId={tender.id} name={tender.title} />}
        />
      )}
    </DetailState>
  );
}
