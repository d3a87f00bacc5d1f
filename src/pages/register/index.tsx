import { Flex, Spin } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { FormCardPage } from '@/components/form-card-page';
import { spinAfterDelay } from '@/components/spin-after-delay';
import { paths } from '@/config/paths';
import type { TokenResult } from '@/contract/auth/types';
import { isMobile } from '@/contract/common/validators';
import { RegisterForm } from '@/features/member/components/register-form';
import { bindTicketOf } from '@/features/member/utils/register-body';
import { ACCOUNT_CARDS } from '@/lib/first-screen/pages';
import { toastMessage } from '@/lib/request/toast';
import { useSession } from '@/lib/session';

/**
 * /register: a new account and its enterprise, then logged in and on to /subBaseInfo to complete
 * the company profile. Opened by the WeChat return with state `{ bindTicket }`, the new account is
 * bound to that WeChat account; `?mobile=` fills in the number. A member who is already logged in is sent to the member centre.
 */
export default function RegisterPage() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const bindTicket = bindTicketOf(location.state);
  // `?mobile=`: the SMS sign-in found no account for this number and offers to register it.
  const [params] = useSearchParams();
  const offered = params.get('mobile')?.trim() ?? '';
  const mobile = isMobile(offered) ? offered : undefined;
  // Set once the account exists, so logging it in does not trigger the logged-in redirect.
  const [registered, setRegistered] = useState(false);

  if (session.status === 'authenticated' && !registered) {
    return <Navigate to={paths.user.personalCenter.href()} replace />;
  }

  const onRegistered = async (tokens: TokenResult) => {
    setRegistered(true);
    try {
      await session.login(tokens);
      toastMessage('success', { id: 'account.register.success' });
      navigate(paths.subBaseInfo.href(), { replace: true });
    } catch {
      // The account exists; only the automatic login failed.
      toastMessage('warning', { id: 'account.register.loginFailed' });
      navigate(paths.login.href(paths.subBaseInfo.href()), { replace: true });
    }
  };

  return (
    <FormCardPage
      card={ACCOUNT_CARDS.register}
      footer={
        <>
          <FormattedMessage id="account.register.hasAccount" />{' '}
          <Link to={paths.login.href()}>
            <FormattedMessage id="account.register.login" />
          </Link>
        </>
      }
    >
      {session.status === 'loading' && !registered ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin {...spinAfterDelay()} aria-label={intl.formatMessage({ id: 'common.loading' })} />
        </Flex>
      ) : (
        <RegisterForm bindTicket={bindTicket} mobile={mobile} onRegistered={onRegistered} />
      )}
    </FormCardPage>
  );
}
