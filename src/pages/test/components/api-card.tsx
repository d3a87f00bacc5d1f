import { Button, Descriptions, Tag } from 'antd';
import { FormattedMessage } from 'react-intl';

import { SectionCard } from '@/components/section-card';
import { useRequest } from '@/hooks/use-request';
import { useText } from '@/lib/i18n/use-text';
import { PROBE_CALL, probeBackEnd } from '@/lib/reference/probe';
import { useDescribeError } from '@/lib/request/use-describe-error';

import { CodeValue } from './code-value';

/** Whether the back end behind the API prefix answers, and how fast. */
export function ApiCard() {
  const t = useText();
  const describe = useDescribeError();
  const { data: probe, loading, refresh } = useRequest(probeBackEnd);

  let status = <Tag color="processing">{t('devtools.api.checking')}</Tag>;
  if (!loading && probe) {
    status = probe.reachable ? (
      <Tag color="success">{t('devtools.api.reachable')}</Tag>
    ) : (
      <Tag color="error">{t('devtools.api.unreachable')}</Tag>
    );
  }
  const shown = loading ? undefined : probe;
  let reply = '—';
  if (shown) {
    reply = shown.reachable
      ? t('devtools.api.replyCode', { code: shown.code })
      : describe(shown.error);
  }

  return (
    <SectionCard
      title={t('devtools.api.title')}
      extra={
        <Button size="small" loading={loading} onClick={refresh}>
          <FormattedMessage id="devtools.api.check" />
        </Button>
      }
    >
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          { key: 'status', label: t('devtools.api.status'), children: status },
          {
            key: 'time',
            label: t('devtools.api.roundTrip'),
            children: shown ? t('devtools.api.roundTripValue', { ms: shown.ms }) : '—',
          },
          {
            key: 'endpoint',
            label: t('devtools.api.endpoint'),
            children: <CodeValue>{PROBE_CALL}</CodeValue>,
          },
          { key: 'reply', label: t('devtools.api.reply'), children: reply },
        ]}
      />
    </SectionCard>
  );
}
