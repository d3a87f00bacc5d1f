import { Card, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';

import { paths } from '@/app/paths';
import { ResetPasswordWizard } from '@/features/member/components/reset-password-wizard';
import { toastMessage } from '@/lib/request';

import styles from './retrieve-password.module.css';

/**
 * /retrievePassword: mobile + captcha → SMS code → new password, then to /login with a success
 * toast (resolved here, so it shows on /login whatever catalogue that page loads). Open to
 * everyone, logged in or not: a member may reset a forgotten password from any device.
 */
export default function RetrievePasswordPage() {
  const navigate = useNavigate();

  return (
    <div className={styles.page}>
      <Card className={styles.card} variant="borderless">
        <Typography.Title level={1} className={styles.title}>
          <FormattedMessage id="account.reset.title" />
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="account.reset.subtitle" />
        </Typography.Paragraph>
        <ResetPasswordWizard
          onReset={() => {
            toastMessage('success', { id: 'account.reset.success' });
            navigate(paths.login.href(), { replace: true });
          }}
        />
        <div className={styles.links}>
          <FormattedMessage id="account.reset.remembered" />{' '}
          <Link to={paths.login.href()}>
            <FormattedMessage id="account.reset.login" />
          </Link>
        </div>
      </Card>
    </div>
  );
}
