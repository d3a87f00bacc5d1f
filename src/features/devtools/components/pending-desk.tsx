import { Empty } from 'antd';

import { SectionCard } from '@/components/section-card';
import { useText } from '@/lib/i18n/use-text';
import type { MessageId } from '@/locales/message-id';

import styles from './pending-desk.module.css';

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
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** What a desk's item is: its title, and a line about it. */
export function DeskItemHead({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <div>
      <div className={styles.title}>{title}</div>
      <div className={styles.description}>{description}</div>
    </div>
  );
}
