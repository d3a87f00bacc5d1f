import { Alert } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { CertStatus } from '@/contract/common/user';

/**
 * Shown before filling in when the member's enterprise is not certified: publishing needs an
 * approved certification. The form still works and its draft is kept meanwhile.
 */
export function IssueCertNotice({ certStatus }: { certStatus: CertStatus }) {
  if (certStatus === 'approved') return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={<FormattedMessage id="tenderIssue.cert.title" />}
      description={<FormattedMessage id={`tenderIssue.cert.${certStatus}`} />}
      action={
        <Link to={paths.subBaseInfo.href()}>
          <FormattedMessage id="tenderIssue.cert.link" />
        </Link>
      }
    />
  );
}
