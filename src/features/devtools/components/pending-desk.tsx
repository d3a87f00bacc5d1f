import { Empty, List } from 'antd';

import { SectionCard } from '@/components/section-card';
import { useText } from '@/lib/i18n/use-text';
import type { MessageId } from '@/locales/message-id';

import type { ReactNode } from 'react';

interface PendingDeskProps<T> {
  titleId: MessageId;
  emptyId: MessageId;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** One of /test's desks: what waits for a decision the mock cannot take by itself, or says none. */
export function PendingDesk<T>({
  titleId,
  emptyId,
  items,
  itemKey,
  renderItem,
}: PendingDeskProps<T>) {
  const text = useText();
  return (
    <SectionCard title={text(titleId)}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text(emptyId)} />
      ) : (
        <List
          dataSource={[...items]}
          rowKey={itemKey}
          renderItem={(item) => <List.Item>{renderItem(item)}</List.Item>}
        />
      )}
    </SectionCard>
  );
}
