import { useEffect, useState, type ComponentType } from 'react';

import { withAreas } from '@/lib/i18n/catalogue';
import { loadOnce } from '@/lib/lazy-part/load-once';
import { useSession } from '@/lib/session';

type Bell = ComponentType<{ memberId: string }>;

// Visitors never load the bell: its code and texts come with the first page a member sees.
const bell = loadOnce<Bell>(() =>
  withAreas(['notification'], import('@/features/notification/components/notification-bell')).then(
    (module) => module.NotificationBell,
  ),
);

/**
 * The member's notification bell in the header; nothing for a visitor. Its code loads once a
 * member is known; if it cannot, the header goes on without it (the member centre lists the
 * notifications); the next login, or a reload, tries again.
 */
export function NotificationBellSlot() {
  const { status, member } = useSession();
  const memberId = status === 'authenticated' ? member?.id : undefined;
  const [Loaded, setLoaded] = useState<Bell | undefined>(() => bell.loaded());

  useEffect(() => {
    if (!memberId || Loaded) return undefined;
    let live = true;
    bell.load().then(
      (component) => {
        if (live) setLoaded(() => component);
      },
      (error: unknown) => console.error('[chunk] the notification bell failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [memberId, Loaded]);

  if (!memberId || !Loaded) return null;
  return <Loaded memberId={memberId} />;
}
