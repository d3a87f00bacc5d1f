import { useIntl } from 'react-intl';

import { LinkCardGrid } from '@/components/link-card-grid';
import { LoadFailedPanel } from '@/components/load-failed-panel';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { PageContainer } from '@/components/page-container';
import { SectionCard } from '@/components/section-card';
import { CenterCertCard } from '@/features/member/components/center-cert-card';
import { CenterCounts } from '@/features/member/components/center-counts';
import { CenterProfileCard } from '@/features/member/components/center-profile-card';
import styles from '@/features/member/components/center.module.css';
import { MemberDashboard } from '@/features/member/components/dashboard/dashboard-part';
import { useMemberCenter } from '@/features/member/hooks/use-member-center';
import { quickLinksFor } from '@/features/member/utils/center-links';

/**
 * /user/personalCenter: profile, certification and what to do next, counts, shortcuts by user type,
 * then the member's dashboards (a lazy part).
 */
export default function PersonalCenterPage() {
  const intl = useIntl();
  const center = useMemberCenter();

  if (center.error && !center.data) {
    return (
      <LoadFailedPanel
        titleId="center.loadFailed"
        error={center.error}
        onRetry={center.refresh}
        retrying={center.loading}
      />
    );
  }

  return (
    <PageContainer
      titleId="menu.user.personalCenter"
      descriptionId="pages.user.personalCenter.description"
    >
      {!center.data ? (
        <LoadingSkeleton rows={8} />
      ) : (
        <div className={styles.grid}>
          <CenterProfileCard member={center.data.member} enterprise={center.data.enterprise} />
          <CenterCertCard enterprise={center.data.enterprise} />
          <CenterCounts userType={center.data.member.userType} counts={center.data.counts} />
          <SectionCard title={intl.formatMessage({ id: 'center.links.title' })}>
            <LinkCardGrid items={quickLinksFor(center.data.member.userType)} />
          </SectionCard>
          <div className={styles.wide}>
            <MemberDashboard />
          </div>
        </div>
      )}
    </PageContainer>
  );
}
