import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { PageContainer } from '@/components/page-container';
import { HsCodeInput } from '@/features/hs-code/components/hs-code-input';
import { IssueCertNotice } from '@/features/tender/components/issue-cert-notice';
import { IssueWizard } from '@/features/tender/components/issue-wizard';
import { issuePrefill } from '@/features/tender/utils/issue-form';
import { useSession } from '@/lib/session';

import styles from './tender-issue.module.css';

/**
 * /business/tenderIssue (shippers): the tender form. A lane tender's address (an empty search's
 * 'issue a tender for this lane', `paths.business.tenderIssue.href`) fills in what it knows. The
 * draft is kept per member. The HS field looks codes up in the customs tool's data (any 6–10 digit
 * code can still be typed).
 */
export default function TenderIssuePage() {
  const { member } = useSession();
  const [search] = useSearchParams();
  const prefill = useMemo(() => issuePrefill(search), [search]);
  // Discarding the draft opens a fresh form.
  const [generation, setGeneration] = useState(0);

  return (
    <PageContainer
      titleId="menu.business.tenderIssue"
      descriptionId="pages.business.tenderIssue.description"
    >
      {member && (
        <div className={styles.stack}>
          <IssueCertNotice certStatus={member.certStatus} />
          <IssueWizard
            key={`${member.id}:${generation}`}
            memberId={member.id}
            prefill={prefill}
            onDiscarded={() => setGeneration((value) => value + 1)}
            hsCodeInput={<HsCodeInput />}
          />
        </div>
      )}
    </PageContainer>
  );
}
