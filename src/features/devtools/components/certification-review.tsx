import { Button, Empty, Flex, Input, List } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { DateTimeText } from '@/components/date-time-text';
import { SectionCard } from '@/components/section-card';
import type { PendingCertification } from '@/contract/devtools/types';
import { toastError, toastMessage } from '@/lib/request';
import { useDescribeError } from '@/lib/request/use-describe-error';

import { certifyMock } from '../api';

interface CertificationReviewProps {
  pending: PendingCertification[];
  onDecided: () => void;
}

/** The mock's reviewer desk: approve or reject each pending certification (with a reason). */
export function CertificationReview({ pending, onDecided }: CertificationReviewProps) {
  const intl = useIntl();
  return (
    <SectionCard title={intl.formatMessage({ id: 'devtools.review.title' })}>
      {pending.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={intl.formatMessage({ id: 'devtools.review.empty' })}
        />
      ) : (
        <List
          dataSource={pending}
          rowKey="enterpriseId"
          renderItem={(item) => <ReviewItem item={item} onDecided={onDecided} />}
        />
      )}
    </SectionCard>
  );
}

function ReviewItem({ item, onDecided }: { item: PendingCertification; onDecided: () => void }) {
  const intl = useIntl();
  const describe = useDescribeError();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'approve' | 'reject'>();

  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(decision);
    try {
      const result = await certifyMock({
        enterpriseId: item.enterpriseId,
        decision,
        reason: decision === 'reject' ? reason : undefined,
      });
      const id = decision === 'approve' ? 'devtools.review.approved' : 'devtools.review.rejected';
      toastMessage('success', { id, values: { name: result.name } });
      onDecided();
    } catch (error) {
      toastError(describe(error));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <List.Item>
      <Flex vertical gap={8} style={{ width: '100%' }}>
        <List.Item.Meta
          title={item.name}
          description={
            <FormattedMessage
              id="devtools.review.submitted"
              values={{ mobile: item.mobile, time: <DateTimeText value={item.submittedAt} /> }}
            />
          }
        />
        <Flex gap={8} wrap>
          <Input
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-label={intl.formatMessage({ id: 'devtools.review.reason' })}
            placeholder={intl.formatMessage({ id: 'devtools.review.reasonPlaceholder' })}
            style={{ flex: '1 1 200px' }}
          />
          <Button type="primary" loading={busy === 'approve'} onClick={() => decide('approve')}>
            <FormattedMessage id="devtools.review.approve" />
          </Button>
          <Button danger loading={busy === 'reject'} onClick={() => decide('reject')}>
            <FormattedMessage id="devtools.review.reject" />
          </Button>
        </Flex>
      </Flex>
    </List.Item>
  );
}
