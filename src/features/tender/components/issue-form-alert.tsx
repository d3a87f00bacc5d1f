import { Alert, Button } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

export interface IssueFormError {
  message: string;
  /** 4003: the enterprise is not certified (or the member may not issue tenders). */
  uncertified: boolean;
}

/** Why publishing failed, above the buttons: a retry, or the way to certification. */
export function IssueFormAlert({ error, onRetry }: { error: IssueFormError; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={<FormattedMessage id="tenderIssue.issue.failed" />}
      description={error.message}
      action={
        error.uncertified ? (
          <Link to={paths.subBaseInfo.href()}>
            <FormattedMessage id="tenderIssue.cert.link" />
          </Link>
        ) : (
          <Button size="small" onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        )
      }
    />
  );
}
