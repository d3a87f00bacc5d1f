import { LoadingSkeleton } from '@/components/loading-skeleton';
import { lazyPart } from '@/lib/lazy-part';

// The preferences are the list's second view, which few visits open: their form (antd's Form, its
// validation and inputs) loads when the view first shows.
export const PreferencesPart = lazyPart(
  () => import('./preferences-view').then((module) => module.PreferencesView),
  <LoadingSkeleton rows={4} />,
);
