import { CheckCircleFilled } from '@ant-design/icons';
import { Flex, Spin } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router-dom';

import { spinAfterDelay } from '@/components/spin-after-delay';
import { Tabs } from '@/components/tabs';
import { paths } from '@/config/paths';
import type { TokenResult } from '@/contract/auth/types';
import { LoginForm } from '@/features/auth/components/login-form';
import { SmsLoginForm } from '@/features/member/components/sms-login-form';
import { WechatLoginButton } from '@/features/member/components/wechat-login-button';
import { WechatReturnNotice } from '@/features/member/components/wechat-return-notice';
import { useWechatLogin } from '@/features/member/hooks/use-wechat-login';
import { useWechatReturn } from '@/features/member/hooks/use-wechat-return';
import { ACCOUNT_CARDS, accountPageClass } from '@/lib/first-screen/pages';
import { requireArea } from '@/lib/i18n/catalogue';
import { lazyPart } from '@/lib/lazy-part';
import { toastMessage } from '@/lib/request/toast';
import { safeReturnTo, useSession } from '@/lib/session';
import type { MessageId } from '@/locales/message-id';

import styles from './login.module.css';
import { useLoginMethod } from './use-login-method';

const ASIDE_POINTS = [
  'auth.login.asidePoint1',
  'auth.login.asidePoint2',
  'auth.login.asidePoint3',
] as const;

// A WeChat account to bind shows only on its way: its code (a dialog among it) loads then.
const WechatBindPanel = lazyPart(() =>
  import('@/features/member/components/wechat-bind-panel').then((module) => module.WechatBindPanel),
);

// WeChat's consent screen is simulated only in builds that contain the mock (npm start, npm run
// build:mock), loaded as /test loads the mock's panel. The condition is settled when the app is
// built, so a production build holds neither the screen nor its texts nor its codes.
const SimulatedWechatConsent =
  import.meta.env.VITE_ENABLE_MOCK === 'true'
    ? lazyPart(async () => {
        const [module] = await Promise.all([
          import('@/features/devtools/components/simulated-wechat-consent'),
          requireArea('mock-panel'),
        ]);
        return module.SimulatedWechatConsent;
      })
    : undefined;

/**
 * /login?reject=<address>: password + captcha login, or an SMS code (a tab remembered in this
 * browser), or WeChat (the return comes back here with
 * `code` and `state`), then back to `reject` when it is same-origin.
 */
export default function LoginPage() {
  const intl = useIntl();
  const session = useSession();
  const [params] = useSearchParams();
  const reject = params.get('reject');
  const wechat = useWechatLogin(reject);
  const wechatReturn = useWechatReturn();
  const returnTo = safeReturnTo(reject ?? wechatReturn.savedReject);
  const [method, setMethod] = useLoginMethod();

  if (session.status === 'authenticated') return <Navigate to={returnTo} replace />;

  const logIn = (successId: MessageId) => async (tokens: TokenResult) => {
    await session.login(tokens);
    toastMessage('success', { id: successId });
  };
  const startWechat = () => {
    wechatReturn.reset();
    void wechat.start();
  };
  const { status } = wechatReturn;
  const busy = session.status === 'loading' || status.kind === 'checking';

  return (
    <div className={accountPageClass(ACCOUNT_CARDS.login.layout)}>
      <section className={styles.aside} aria-labelledby="login-aside-title">
        <h2 id="login-aside-title" className={styles.asideTitle}>
          <FormattedMessage id="auth.login.asideTitle" />
        </h2>
        <ul className={styles.points}>
          {ASIDE_POINTS.map((id) => (
            <li key={id}>
              <CheckCircleFilled aria-hidden /> <FormattedMessage id={id} />
            </li>
          ))}
        </ul>
      </section>
      <div className="account-card">
        <h1 className="account-card__title">
          <FormattedMessage id={ACCOUNT_CARDS.login.titleId} />
        </h1>
        {status.kind === 'unbound' ? (
          <WechatBindPanel
            bindTicket={status.bindTicket}
            nickname={status.nickname}
            onLoggedIn={logIn('wechat.bind.success')}
            onCancel={wechatReturn.reset}
            onRestart={startWechat}
          />
        ) : (
          <>
            <p className="account-card__subtitle">
              <FormattedMessage id={ACCOUNT_CARDS.login.subtitleId} />
            </p>
            <WechatReturnNotice status={status} onRetry={startWechat} />
            {session.status === 'loading' && (
              <Flex justify="center" className={styles.pending}>
                <Spin
                  {...spinAfterDelay()}
                  aria-label={intl.formatMessage({ id: 'common.loading' })}
                />
              </Flex>
            )}
            {!busy && (
              <>
                <Tabs
                  activeKey={method}
                  onChange={setMethod}
                  aria-label={intl.formatMessage({ id: 'auth.login.methods' })}
                  items={[
                    {
                      key: 'password',
                      label: intl.formatMessage({ id: 'auth.login.byPassword' }),
                      children: <LoginForm onLoggedIn={logIn('auth.login.success')} />,
                    },
                    {
                      key: 'sms',
                      label: intl.formatMessage({ id: 'auth.login.bySms' }),
                      children: <SmsLoginForm onLoggedIn={logIn('auth.login.success')} />,
                    },
                  ]}
                />
                <WechatLoginButton onClick={startWechat} />
              </>
            )}
            <Flex justify="space-between" wrap gap={8} className={styles.links}>
              <span>
                <FormattedMessage id="auth.login.noAccount" />{' '}
                <Link to={paths.register.href()}>
                  <FormattedMessage id="auth.login.register" />
                </Link>
              </span>
              <Link to={paths.retrievePassword.href()}>
                <FormattedMessage id="auth.login.forgot" />
              </Link>
            </Flex>
          </>
        )}
      </div>
      {wechat.consent && SimulatedWechatConsent && (
        <SimulatedWechatConsent onAnswer={wechat.answerConsent} onClose={wechat.closeConsent} />
      )}
    </div>
  );
}
