import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router-dom';

/** A thin bar at the top of the window while a navigation (e.g. a page's chunk) is pending. */
export function NavigationProgress() {
  const intl = useIntl();
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div
      className="navigation-progress"
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'layout.progress' })}
    >
      <div className="navigation-progress__bar" />
    </div>
  );
}
