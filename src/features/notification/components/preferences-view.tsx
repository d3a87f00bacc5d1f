import { LoadingOrFailed } from '@/components/loading-or-failed';

import { useNotificationPreferences } from '../hooks/use-notification-preferences';
import { PreferenceForm } from './preference-form';

/** How my notifications are delivered: the saved preferences in their form, or their failure. */
export function PreferencesView() {
  const preferences = useNotificationPreferences();
  return (
    <LoadingOrFailed request={preferences} failedId="notification.prefs.loadFailed">
      {(saved) => <PreferenceForm saved={saved} onSaved={preferences.mutate} />}
    </LoadingOrFailed>
  );
}
