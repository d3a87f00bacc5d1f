import { Button, Flex } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { LoadingOrFailed } from '@/components/loading-or-failed';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import type { MemberInfo } from '@/contract/member/types';
import { CertificationForm } from '@/features/member/components/certification-form';
import { CertificationStatus } from '@/features/member/components/certification-status';
import { EnterpriseSummary } from '@/features/member/components/enterprise-summary';
import { useMemberInfo } from '@/features/member/hooks/use-member-info';
import { useSession } from '@/lib/session';

/**
 * /subBaseInfo: enterprise certification. The state is shown on top: none (the form), pending
 * (read-only, polled until decided), approved (the details; reviewed details can be changed
 * through a new certification), rejected (the reason, and the form with the previous values).
 */
export default function SubBaseInfoPage() {
  const info = useMemberInfo({ pollWhilePending: true });
  const session = useSession();
  const [changing, setChanging] = useState(false);

  const saved = (next: MemberInfo, submitted: boolean) => {
    info.mutate(next);
    if (submitted) {
      setChanging(false);
      // The header and the guards read the certification state from the session's member.
      void session.reload();
    }
  };

  const body = () => {
    if (!info.data) {
      return <LoadingOrFailed request={info} failedId="enterprise.cert.loadFailed" />;
    }
    const { enterprise } = info.data;
    const status = enterprise.certStatus;
    if (status === 'none' || status === 'rejected' || changing) {
      return (
        <>
          {!changing && <CertificationStatus enterprise={enterprise} />}
          <CertificationForm
            key={`${status}-${changing}`}
            enterprise={enterprise}
            mode={changing ? 'change' : status === 'rejected' ? 'resubmit' : 'new'}
            onSaved={saved}
            onCancel={changing ? () => setChanging(false) : undefined}
          />
        </>
      );
    }
    return (
      <>
        <CertificationStatus enterprise={enterprise} />
        <EnterpriseSummary enterprise={enterprise} />
        <Flex wrap gap={12} style={{ marginTop: 24 }}>
          <Link to={paths.user.personalCenter.href()} className="link-button link-button--primary">
            <FormattedMessage id="enterprise.cert.toCenter" />
          </Link>
          <Link to={paths.user.changeBaseInfo.href()} className="link-button">
            <FormattedMessage id="enterprise.cert.toProfile" />
          </Link>
          {status === 'approved' && (
            <Button onClick={() => setChanging(true)}>
              <FormattedMessage id="enterprise.cert.change" />
            </Button>
          )}
        </Flex>
      </>
    );
  };

  return (
    <PageContainer titleId="menu.subBaseInfo" descriptionId="pages.subBaseInfo.description">
      {body()}
    </PageContainer>
  );
}
