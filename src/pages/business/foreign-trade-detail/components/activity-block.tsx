import { Alert, Button, Empty, Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { SectionCard } from '@/components/section-card';
import type { Page } from '@/contract/http';
import { useDescribeError } from '@/lib/request/use-describe-error';
import type { MessageId } from '@/locales/message-id';

import styles from './activity.module.css';

import type { ReactNode } from 'react';

interface ActivityBlockProps<T> {
  titleId: MessageId;
  emptyId: MessageId;
  failedId: MessageId;
  totalId: MessageId;
  page: { data?: Page<T> | undefined; loading: boolean; error?: Error | undefined };
  onRetry: () => void;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string;
}

/** A titled list of an enterprise's tenders or listings, with loading, empty and error (retry) states. */
export function ActivityBlock<T>(props: ActivityBlockProps<T>) {
  const { titleId, emptyId, failedId, totalId, page, onRetry, renderItem, keyOf } = props;
  const intl = useIntl();
  const describe = useDescribeError();
  const { data, loading, error } = page;

  let body: ReactNode;
  if (error && !loading) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={intl.formatMessage({ id: failedId })}
        description={describe(error)}
        action={
          <Button onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (data.records.length === 0) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<FormattedMessage id={emptyId} />} />
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
              id={totalId}
              values={{ total: data.total, shown: data.records.length }}
            />
          </p>
        )}
      </>
    );
  }

  return <SectionCard title={intl.formatMessage({ id: titleId })}>{body}</SectionCard>;
}
