import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Flex, Spin, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router-dom';

import { paths } from '@/app/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { toastMessage } from '@/lib/request';
import { safeReturnTo, useSession } from '@/lib/session';

import styles from './login.module.css';

const ASIDE_POINTS = [
  'auth.login.asidePoint1',
  'auth.login.asidePoint2',
  'auth.login.asidePoint3',
] as const;

/** /login?reject=<address>: password + captcha login, then back to `reject` when it is same-origin. */
export default function LoginPage() {
  const intl = useIntl();
  const session = useSession();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('reject'));

  if (session.status === 'authenticated') return <Navigate to={returnTo} replace />;

  return (
    <div className={styles.page}>
      <section className={styles.aside} aria-labelledby="login-aside-title">
        <Typography.Title level={2} id="login-aside-title" className={styles.asideTitle}>
          <FormattedMessage id="auth.login.asideTitle" />
        </Typography.Title>
        <ul className={styles.points}>
          {ASIDE_POINTS.map((id) => (
            <li key={id}>
              <CheckCircleFilled aria-hidden /> <FormattedMessage id={id} />
            </li>
          ))}
        </ul>
      </section>
      <Card className={styles.card} variant="borderless">
        <Typography.Title level={1} className={styles.title}>
          <FormattedMessage id="auth.login.title" />
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="auth.login.subtitle" />
        </Typography.Paragraph>
        {session.status === 'loading' ? (
          <Flex justify="center" className={styles.pending}>
            <Spin aria-label={intl.formatMessage({ id: 'common.loading' })} />
          </Flex>
        ) : (
          <LoginForm
            onLoggedIn={async (tokens) => {
              await session.login(tokens);
              toastMessage('success', { id: 'auth.login.success' });
            }}
          />
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
      </Card>
    </div>
  );
}
