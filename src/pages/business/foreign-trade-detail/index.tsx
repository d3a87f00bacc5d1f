import { DetailState } from '@/components/detail-state';
import { paths } from '@/config/paths';
import { useEnterpriseDetail } from '@/features/directory/hooks/use-enterprise-detail';
import { useIdInAddress } from '@/hooks/use-id-in-address';

import { EnterpriseDetailView } from './components/enterprise-detail-view';

/**
 * /business/foreignTradeDetial?id=: one enterprise of the directory: profile, contact details for
 * members, favourite, and its open tenders (type 1) or listings on the market (types 2 and 3).
 */
export default function ForeignTradeDetailPage() {
  const id = useIdInAddress('id');
  const detail = useEnterpriseDetail(id);

  return (
    <DetailState
      request={detail}
      valid={id !== ''}
      failedId="directory.detail.loadFailed"
      notFound={{
        titleId: 'directory.detail.notFound.title',
        descriptionId: 'directory.detail.notFound.description',
        backTo: paths.business.foreignTrade.href(1),
        backId: 'directory.detail.back',
      }}
    >
      {(enterprise) => <EnterpriseDetailView enterprise={enterprise} />}
    </DetailState>
  );
}
