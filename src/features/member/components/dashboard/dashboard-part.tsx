import { withAreas } from '@/lib/i18n/catalogue';
import { lazyPart } from '@/lib/lazy-part';

import styles from '../center.module.css';

// The dashboards are below the member centre's cards: their code, their texts and Chart.js load
// after the centre has painted, in a box as tall as the section's loading state.
export const MemberDashboard = lazyPart(
  () =>
    withAreas(['chart', 'member-dashboard'], import('./dashboard-section')).then(
      (module) => module.DashboardSection,
    ),
  <div className={styles.dashboardPlaceholder} />,
);
