import { Alert, Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { describeError } from '@/lib/request';

interface EnterpriseLoadFailedProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The member's details could not be loaded: why, and a retry. */
export function EnterpriseLoadFailed({ error, retrying, onRetry }: EnterpriseLoadFailedProps) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={<FormattedMessage id="enterprise.cert.loadFailed" />}
      description={describeError(error, (id, values) => intl.formatMessage({ id }, values))}
      action={
        <Button onClick={onRetry} loading={retrying}>
          <FormattedMessage id="common.retry" />
        </Button>
      }
    />
  );
}
