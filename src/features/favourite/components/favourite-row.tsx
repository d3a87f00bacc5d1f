import { Button } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { DateTimeText } from '@/components/date-time-text';
import { DictTag } from '@/components/dict-tag';
import type { Favourite } from '@/contract/favourite/types';
import { useDescribeError } from '@/lib/request/use-describe-error';

import { addFavourite, removeFavourite } from '../api';
import { favouriteHref } from '../utils/favourite-href';
import styles from './favourite-list.module.css';

const STATUS_DICTS = { tender: 'tender_status', listing: 'listing_status' } as const;

interface FavouriteRowProps {
  favourite: Favourite;
  /** Called after a removal or an undo went through (the tab counts change). */
  onChanged: () => void;
}

/**
 * One favourite: its target's title (a link), subtitle, status and the date it was saved, with
 * removal. A removed row stays in place with an undo until the list is loaded again; a target that
 * no longer exists is said so, and can only be removed.
 */
export function FavouriteRow({ favourite, onChanged }: FavouriteRowProps) {
  const intl = useIntl();
  const describe = useDescribeError();
  const { kind, targetId, target } = favourite;
  const [removed, setRemoved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const name = target?.title ?? intl.formatMessage({ id: 'favourite.gone' });

  const act = async (remove: boolean) => {
    setBusy(true);
    setFailure(undefined);
    try {
      if (remove) await removeFavourite({ kind, targetId }, { skipErrorToast: true });
      else await addFavourite({ kind, targetId }, { skipErrorToast: true });
      setRemoved(remove);
      onChanged();
    } catch (error) {
      const reason = describe(error);
      setFailure(intl.formatMessage({ id: 'favourite.actionFailed' }, { reason }));
    } finally {
      setBusy(false);
    }
  };

  // Remove, or Undo after a removal (a target that no longer exists cannot be saved again).
  const action = (remove: boolean) => {
    const id = remove ? 'favourite.remove' : 'favourite.undo';
    return (
      <>
        {(remove || target) && (
          <Button
            loading={busy}
            aria-label={intl.formatMessage({ id: `${id}.named` as const }, { name })}
            onClick={() => void act(remove)}
          >
            <FormattedMessage id={id} />
          </Button>
        )}
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
      </>
    );
  };

  if (removed) {
    return (
      <li className={styles.row}>
        <p className={styles.removed} role="status">
          <FormattedMessage id="favourite.removed" values={{ name }} />
        </p>
        {action(false)}
      </li>
    );
  }

  const dict = kind === 'tender' || kind === 'listing' ? STATUS_DICTS[kind] : undefined;
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        {target ? (
          <Link to={favouriteHref(kind, targetId)} className={styles.title} dir="auto">
            {target.title}
          </Link>
        ) : (
          <>
            <span className={styles.gone}>
              <FormattedMessage id="favourite.gone" />
            </span>
            <span className={styles.meta}>
              <FormattedMessage id="favourite.gone.hint" />
            </span>
          </>
        )}
        {target && (
          <span className={styles.meta}>
            {target.subtitle}
            {dict && target.status && <DictTag dict={dict} value={target.status} />}
          </span>
        )}
        <span className={styles.saved}>
          <FormattedMessage
            id="favourite.favouritedAt"
            values={{
              date: <DateTimeText key="at" value={favourite.createdAt} precision="date" />,
            }}
          />
        </span>
      </div>
      {action(true)}
    </li>
  );
}
