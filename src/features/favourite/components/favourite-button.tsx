import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';

import { KeepFocusButton } from '@/components/keep-focus-button';
import type { FavouriteKind } from '@/contract/favourite/types';
import { useRequest } from '@/hooks/use-request';
import { loginHref, useSession } from '@/lib/session';

import { addFavourite, checkFavourites, removeFavourite } from '../api';

interface FavouriteButtonProps {
  kind: FavouriteKind;
  targetId: string;
  /** What is favourited, for the accessible name: 'Favourite <name>'. */
  name?: string;
}

/**
 * The favourite toggle of a tender, listing, enterprise or news item. A visitor is sent to log in
 * and comes back to this address; a member's click adds or removes at once (aria-pressed).
 */
export function FavouriteButton({ kind, targetId, name }: FavouriteButtonProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { status } = useSession();
  const member = status === 'authenticated';

  const checked = useRequest(() => checkFavourites(kind, [targetId], { skipErrorToast: true }), {
    ready: member,
    refreshDeps: [kind, targetId, member],
    // Unknown: the button stays unpressed; a click then adds (idempotent).
    onError: () => undefined,
  });
  const on = member && (checked.data ?? []).includes(targetId);
  const toggle = useRequest(
    async (next: boolean) => {
      if (next) await addFavourite({ kind, targetId });
      else await removeFavourite({ kind, targetId });
      return next;
    },
    {
      manual: true,
      // Rendered with the end of `loading` (useRequest runs answers' handlers in their transition).
      onSuccess: (next) => checked.mutate(next ? [targetId] : []),
      // The request layer has toasted the refusal; the button keeps its state.
      onError: () => undefined,
    },
  );

  const onClick = () => {
    if (!member) {
      void navigate(loginHref(`${location.pathname}${location.search}${location.hash}`));
      return;
    }
    if (!toggle.loading) toggle.run(!on);
  };

  const label = intl.formatMessage(
    { id: on ? 'common.favourite.remove' : 'common.favourite.add' },
    { name: name ?? '' },
  );
  return (
    <KeepFocusButton
      icon={on ? <StarFilled /> : <StarOutlined />}
      aria-pressed={on}
      aria-label={name ? label : undefined}
      loading={toggle.loading}
      off={Boolean(member && checked.loading)}
      onClick={onClick}
    >
      {intl.formatMessage({ id: on ? 'common.favourite.added' : 'common.favourite.label' })}
    </KeepFocusButton>
  );
}
