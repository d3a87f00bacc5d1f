import { Button, Descriptions } from 'antd';
import { useState } from 'react';

import { SectionCard } from '@/components/section-card';
import { StatusTag, type TagColour } from '@/components/status-tag';
import { useText } from '@/lib/i18n/use-text';
import { toastMessage } from '@/lib/request/toast';
import { checkSessionWithServer, getRefreshToken, getToken, useSession } from '@/lib/session';
import type { SessionStatus } from '@/lib/session';

const STATUS_COLOR: Record<SessionStatus, TagColour> = {
  anonymous: 'default',
  loading: 'processing',
  authenticated: 'success',
  unconfirmed: 'warning',
};

/** The session as the app sees it: status, user, whether tokens are stored (never their values). */
export function SessionCard() {
  const { status, member } = useSession();
  const t = useText();
  const yesNo = (value: unknown) => t(value ? 'devtools.yes' : 'devtools.no');
  const [checking, setChecking] = useState(false);

  // An ordinary token-carrying call: a 4098 takes the usual way to /login and back.
  const check = async () => {
    setChecking(true);
    // A refusal: the request client has already told the user (or sent them to log in).
    if (await checkSessionWithServer()) toastMessage('success', { id: 'devtools.session.valid' });
    setChecking(false);
  };
  return (
    <SectionCard
      title={t('devtools.session.title')}
      extra={
        <Button size="small" loading={checking} disabled={!getToken()} onClick={check}>
          {t('devtools.session.check')}
        </Button>
      }
    >
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          {
            key: 'status',
            label: t('devtools.session.status'),
            children: (
              <StatusTag color={STATUS_COLOR[status]} data-testid="session-status">
                {t(`devtools.session.status.${status}`)}
              </StatusTag>
            ),
          },
          {
            key: 'user',
            label: t('devtools.session.user'),
            children: member ? `${member.nickname} (${member.username}, ${member.mobile})` : '—',
          },
          {
            key: 'type',
            label: t('devtools.session.userType'),
            children: member ? t(`common.userType.${member.userType}`) : '—',
          },
          {
            key: 'enterprise',
            label: t('devtools.session.enterprise'),
            children: member?.enterpriseName ?? '—',
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
