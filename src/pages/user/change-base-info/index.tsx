import { LoadingOrFailed } from '@/components/loading-or-failed';
import { PageContainer } from '@/components/page-container';
import type { MemberInfo } from '@/contract/member/types';
import { MobileChangeCard } from '@/features/member/components/mobile-change-card';
import { ProfileForm } from '@/features/member/components/profile-form';
import { useMemberInfo } from '@/features/member/hooks/use-member-info';
import { useSession } from '@/lib/session';

import styles from './change-base-info.module.css';

/**
 * /user/changeBaseInfo: the member's contact details and the enterprise's editable details, and the
 * login mobile number. The reviewed details (company name, credit code, licence) are changed
 * through a new certification on /subBaseInfo.
 */
export default function ChangeBaseInfoPage() {
  const info = useMemberInfo();
  const session = useSession();

  const saved = async (next: MemberInfo) => {
    info.mutate(next);
    // The header shows the session's member: its nickname, and in the member menu its mobile.
    await session.reload();
  };

  const body = () => {
    if (!info.data) {
      return <LoadingOrFailed request={info} failedId="enterprise.cert.loadFailed" />;
    }
    return (
      <div className={styles.stack}>
        <MobileChangeCard mobile={info.data.member.mobile} onChanged={(next) => void saved(next)} />
        <ProfileForm info={info.data} onSaved={saved} />
      </div>
    );
  };

  return (
    <PageContainer
      titleId="menu.user.changeBaseInfo"
      descriptionId="pages.user.changeBaseInfo.description"
    >
      {body()}
    </PageContainer>
  );
}
