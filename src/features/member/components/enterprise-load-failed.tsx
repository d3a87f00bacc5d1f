import { Alert, Button } from 'antd';
import { FormattedMessage } from 'react-intl';

import { useDescribeError } from '@/lib/request/use-describe-error';

interface EnterpriseLoadFailedProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The member's details could not be loaded: why, and a retry. */
export function EnterpriseLoadFailed({ error, retrying, onRetry }: EnterpriseLoadFailedProps) {
  const describe = useDescribeError();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={<FormattedMessage id="enterprise.cert.loadFailed" />}
      description={describe(error)}
      action={
        <Button onClick={onRetry} loading={retrying}>
          <FormattedMessage id="common.retry" />
        </Button>
      }
    />
  );
}
