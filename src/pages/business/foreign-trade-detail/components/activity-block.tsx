import { Empty } from 'antd';
import { FormattedMessage } from 'react-intl';

import type { LoadRequest } from '@/components/loading-or-failed';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import type { Page } from '@/contract/http';
import { useText } from '@/lib/i18n/use-text';
import type { MessagePrefix } from '@/locales/message-id';

import styles from './activity.module.css';

import type { ReactNode } from 'react';

/** `${messages}.title`, `.empty`, `.loadFailed` and `.total` (`{total}` of which `{shown}` show). */
type ActivityMessages = MessagePrefix<'title'> &
  MessagePrefix<'empty'> &
  MessagePrefix<'loadFailed'> &
  MessagePrefix<'total'>;

interface ActivityBlockProps<T> {
  messages: ActivityMessages;
  page: LoadRequest<Page<T>>;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string;
}

/** A titled list of an enterprise's tenders or listings, with loading, empty and error (retry) states. */
export function ActivityBlock<T>(props: ActivityBlockProps<T>) {
  const { messages, page, renderItem, keyOf } = props;
  const text = useText();
  const { data, loading, error } = page;

  let body: ReactNode;
  if (error && !loading) {
    body = (
      <RetryAlert title={text(`${messages}.loadFailed`)} error={error} onRetry={page.refresh} />
    );
  } else if (!data) {
    body = <LoadingSkeleton rows={3} />;
  } else if (data.records.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<FormattedMessage id={`${messages}.empty`} />}
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {data.records.map((item) => (
            <li key={keyOf(item)} className={styles.item}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
        {data.total > data.records.length && (
          <p className={styles.total}>
            <FormattedMessage
              id={`${messages}.total`}
              values={{ total: data.total, shown: data.records.length }}
            />
          </p>
        )}
      </>
    );
  }

  return <SectionCard title={text(`${messages}.title`)}>{body}</SectionCard>;
}
