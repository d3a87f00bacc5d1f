import { FormattedMessage } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import type { PendingCertification } from '@/contract/devtools/types';
import { toastMessage } from '@/lib/request';

import { certifyMock } from '../api';
import { DecisionItem } from './decision-item';
import { PendingDesk } from './pending-desk';

interface CertificationReviewProps {
  pending: PendingCertification[];
  onDecided: () => void;
}

/** The mock's reviewer desk: approve or reject each pending certification (with a reason). */
export function CertificationReview({ pending, onDecided }: CertificationReviewProps) {
  return (
    <PendingDesk
      titleId="mockPanel.review.title"
      emptyId="mockPanel.review.empty"
      items={pending}
      itemKey={(item) => item.enterpriseId}
      renderItem={(item) => (
        <DecisionItem
          title={item.name}
          description={
            <FormattedMessage
              id="mockPanel.review.submitted"
              values={{ mobile: item.mobile, time: <DateTimeText value={item.submittedAt} /> }}
            />
          }
          acceptId="mockPanel.review.approve"
          onDecide={async (decision, reason) => {
            const approve = decision === 'accept';
            const result = await certifyMock({
              enterpriseId: item.enterpriseId,
              decision: approve ? 'approve' : 'reject',
              ...(approve ? {} : { reason }),
            });
            const id = approve ? 'mockPanel.review.approved' : 'mockPanel.review.rejected';
            toastMessage('success', { id, values: { name: result.name } });
            onDecided();
          }}
        />
      )}
    />
  );
}
