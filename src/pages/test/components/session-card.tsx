import { Descriptions, Tag } from 'antd';
import { useIntl } from 'react-intl';

import { SectionCard } from '@/components/section-card';
import { getRefreshToken, getToken, useSession } from '@/lib/session';
import type { SessionStatus } from '@/lib/session';
import type { MessageId } from '@/locales/message-id';

const STATUS_COLOR: Record<SessionStatus, string> = {
  anonymous: 'default',
  loading: 'processing',
  authenticated: 'success',
  unconfirmed: 'warning',
};

/** The session as the app sees it: status, user, whether tokens are stored (never their values). */
export function SessionCard() {
  const intl = useIntl();
  const { status, user } = useSession();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const yesNo = (value: unknown) => t(value ? 'devtools.yes' : 'devtools.no');
  return (
    <SectionCard title={t('devtools.session.title')}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          {
            key: 'status',
            label: t('devtools.session.status'),
            children: (
              <Tag color={STATUS_COLOR[status]} data-testid="session-status">
                {t(`devtools.session.status.${status}`)}
              </Tag>
            ),
          },
          {
            key: 'user',
            label: t('devtools.session.user'),
            children: user ? `${user.nickname} (${user.username}, ${user.mobile})` : '—',
          },
          {
            key: 'type',
            label: t('devtools.session.userType'),
            children: user ? t(`common.userType.${user.userType}`) : '—',
          },
          {
            key: 'enterprise',
            label: t('devtools.session.enterprise'),
            children: user?.enterpriseName ?? '—',
          },
          { key: 'token', label: t('devtools.session.token'), children: yesNo(getToken()) },
          {
            key: 'refresh',
            label: t('devtools.session.refreshToken'),
            children: yesNo(getRefreshToken()),
          },
        ]}
      />
    </SectionCard>
  );
}
