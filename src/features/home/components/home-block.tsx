import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import type { Loaded } from '@/hooks/use-load';
import { useDescribeError } from '@/lib/request/use-describe-error';

import styles from './home.module.css';

import type { ReactNode } from 'react';

interface HomeBlockProps<T> {
  /** The heading's id; the section is named by its heading. */
  id: string;
  title: string;
  /** Where "see all" goes. */
  more?: string;
  state: Loaded<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Skeleton lines while loading. */
  rows?: number;
  className?: string;
  children: (data: T) => ReactNode;
}

/** A block's failure: what went wrong and a retry (named after the block for screen readers). */
export function BlockFailure(props: { error: unknown; retry: () => void; name: string }) {
  const describe = useDescribeError();
  return (
    <div className={styles.failed} role="alert">
      <p>
        <FormattedMessage id="home.block.failed" />
        {': '}
        {describe(props.error)}
      </p>
      <Button onClick={props.retry}>
        <FormattedMessage id="common.retry" />
        <span className="visually-hidden">{` ${props.name}`}</span>
      </Button>
    </div>
  );
}

/**
 * One block of the home page or the landing: its heading, then a skeleton while loading, the error
 * with a retry, the empty note or the content. A failing block leaves the others alone.
 */
export function HomeBlock<T>(props: HomeBlockProps<T>) {
  const { id, title, more, state, isEmpty, empty, rows = 4, className, children } = props;
  const { data, error, loading, retry } = state;

  let body: ReactNode;
  if (data !== undefined && !(loading && error)) {
    body = isEmpty?.(data) ? <p className="home-block__note">{empty}</p> : children(data);
  } else if (error !== undefined && !loading) {
    body = <BlockFailure error={error} retry={retry} name={title} />;
  } else {
    body = <LoadingSkeleton title={false} rows={rows} />;
  }

  return (
    <section className={`home-block ${className ?? ''}`} aria-labelledby={id} aria-busy={loading}>
      <div className="home-block__head">
        <h2 id={id}>{title}</h2>
        {more && (
          <Link to={more} className={styles.more}>
            <FormattedMessage id="home.block.more" />
            <span className="visually-hidden">{` ${title}`}</span>
          </Link>
        )}
      </div>
      {body}
    </section>
  );
}
