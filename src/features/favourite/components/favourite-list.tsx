import { Button } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { ResultsPagination } from '@/components/results-pagination';
import type { FavouriteKind } from '@/contract/favourite/types';
import { useText } from '@/lib/i18n/use-text';
import { useDescribeError } from '@/lib/request/use-describe-error';

import { FAVOURITE_PAGE_SIZE, useFavouritePage } from '../hooks/use-favourites';
import { browseHref } from '../utils/favourite-href';
import styles from './favourite-list.module.css';
import { FavouriteRow } from './favourite-row';

interface FavouriteListProps {
  kind: FavouriteKind;
  page: number;
  onPage: (page: number) => void;
  onChanged: () => void;
}

/** One page of my favourites of a kind: loading, error with retry, empty, or the rows and paging. */
export function FavouriteList({ kind, page, onPage, onChanged }: FavouriteListProps) {
  const describe = useDescribeError();
  const text = useText();
  const favourites = useFavouritePage(kind, page);
  // A page past the end (the address, or the last row removed elsewhere) goes back to the first.
  const pastEnd = !!favourites.data && favourites.data.records.length === 0 && page > 1;
  useEffect(() => {
    if (pastEnd) onPage(1);
  }, [pastEnd, onPage]);

  if (favourites.error && !favourites.loading) {
    return (
      <div className={styles.empty}>
        <p role="alert">
          <FormattedMessage id="favourite.loadFailed" />
          {': '}
          {describe(favourites.error)}
        </p>
        <Button type="primary" onClick={favourites.refresh}>
          <FormattedMessage id="common.retry" />
        </Button>
      </div>
    );
  }
  if (!favourites.data || favourites.loading) {
    return <LoadingSkeleton rows={6} />;
  }
  const { records, total } = favourites.data;
  if (records.length === 0) {
    if (pastEnd) return null;
    return (
      <div className={styles.empty}>
        <p>
          <FormattedMessage id="favourite.empty" />
        </p>
        <Link to={browseHref(kind)} className="link-button">
          <FormattedMessage id="favourite.empty.browse" />
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {records.map((favourite) => (
          <FavouriteRow key={favourite.id} favourite={favourite} onChanged={onChanged} />
        ))}
      </ul>
      <div className={styles.pager}>
        <ResultsPagination
          page={{ current: page, size: FAVOURITE_PAGE_SIZE, total }}
          label={text('favourite.pages')}
          onChange={onPage}
        />
      </div>
    </>
  );
}
