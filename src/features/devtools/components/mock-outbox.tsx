import { Button, Empty, Table, Tag } from 'antd';

import { DateTimeText } from '@/components/date-time-text';
import { usePagerItems } from '@/components/pager-items';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { scrollAcross } from '@/components/table-scroll';
import type { MockOutboxEntry } from '@/contract/devtools/types';
import { DEFAULT_PAGE_SIZE } from '@/contract/http';
import { useText } from '@/lib/i18n/use-text';

import { useMockOutbox } from '../hooks/use-mock-outbox';

/**
 * The mock's outbox: every e-mail and SMS a notification would have sent (the mock sends none),
 * newest first, with those that quiet hours hold back marked; refreshed on demand.
 */
export function MockOutbox() {
  const text = useText();
  const itemRender = usePagerItems();
  const outbox = useMockOutbox();

  const body = outbox.error ? (
    <RetryAlert
      title={text('mockPanel.outbox.failed')}
      error={outbox.error}
      onRetry={outbox.refresh}
    />
  ) : (
    <Table<MockOutboxEntry>
      size="small"
      rowKey="id"
      loading={outbox.loading}
      dataSource={outbox.data ?? []}
      pagination={{ pageSize: DEFAULT_PAGE_SIZE, hideOnSinglePage: true, itemRender }}
      {...scrollAcross(720)}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={text('mockPanel.outbox.empty')}
          />
        ),
      }}
      columns={[
        {
          key: 'channel',
          title: text('mockPanel.outbox.channel'),
          render: (_, entry) => text(`mockPanel.outbox.channel.${entry.channel}`),
        },
        { key: 'to', dataIndex: 'to', title: text('mockPanel.outbox.to') },
        { key: 'kind', dataIndex: 'kind', title: text('mockPanel.outbox.kind') },
        { key: 'text', dataIndex: 'text', title: text('mockPanel.outbox.text') },
        {
          key: 'sendAt',
          title: text('mockPanel.outbox.sendAt'),
          render: (_, entry) => (
            <>
              <DateTimeText value={entry.sendAt} />
              {entry.held && <Tag color="orange">{text('mockPanel.outbox.held')}</Tag>}
            </>
          ),
        },
      ]}
    />
  );

  return (
    <SectionCard
      title={text('mockPanel.outbox.title')}
      extra={
        <Button onClick={outbox.refresh} loading={outbox.loading}>
          {text('mockPanel.outbox.refresh')}
        </Button>
      }
    >
      {body}
    </SectionCard>
  );
}
