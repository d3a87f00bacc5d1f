import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';

import { FormCardPage } from '@/components/form-card-page';
import { paths } from '@/config/paths';
import { ResetPasswordWizard } from '@/features/member/components/reset-password-wizard';
import { ACCOUNT_CARDS } from '@/lib/first-screen/pages';
import { toastMessage } from '@/lib/request/toast';

/**
 * /retrievePassword: mobile + captcha → SMS code → new password, then to /login with a success
 * toast (resolved here, so it shows on /login whatever catalogue that page loads). Open to
 * everyone, logged in or not: a member may reset a forgotten password from any device.
 */
export default function RetrievePasswordPage() {
  const navigate = useNavigate();

  return (
    <FormCardPage
      card={ACCOUNT_CARDS.retrievePassword}
      footer={
        <>
          <FormattedMessage id="account.reset.remembered" />{' '}
          <Link to={paths.login.href()}>
            <FormattedMessage id="account.reset.login" />
          </Link>
        </>
      }
    >
      <ResetPasswordWizard
        onReset={() => {
          toastMessage('success', { id: 'account.reset.success' });
          navigate(paths.login.href(), { replace: true });
        }}
      />
    </FormCardPage>
  );
}
