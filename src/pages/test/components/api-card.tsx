import { useRequest } from 'ahooks';
import { Button, Descriptions, Tag, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

import { SectionCard } from '@/components/section-card';
import { API_PREFIX } from '@/contract/http';
import { useText } from '@/lib/i18n/use-text';
import { getCountryPage, ReferenceApi } from '@/lib/reference';
import { isBizError, useDescribeError } from '@/lib/request';

type Probe =
  { reachable: true; ms: number; code: number } | { reachable: false; ms: number; error: unknown };

/**
 * One small public call (the first country) without a token: any envelope is an answer of the back
 * end, whatever its code; no usable reply means the back end cannot be reached from here.
 */
async function probeApi(): Promise<Probe> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    await getCountryPage(
      { current: 1, size: 1 },
      { noToken: true, skipErrorToast: true, skipLoginRedirect: true },
    );
    return { reachable: true, ms: ms(), code: 200 };
  } catch (error) {
    if (isBizError(error)) return { reachable: true, ms: ms(), code: error.code };
    return { reachable: false, ms: ms(), error };
  }
}

/** Whether the back end behind the API prefix answers, and how fast. */
export function ApiCard() {
  const t = useText();
  const describe = useDescribeError();
  const { data: probe, loading, refresh } = useRequest(probeApi);

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
            children: (
              <Typography.Text
                code
              >{`GET ${API_PREFIX}${ReferenceApi.countryListAll}`}</Typography.Text>
            ),
          },
          { key: 'reply', label: t('devtools.api.reply'), children: reply },
        ]}
      />
    </SectionCard>
  );
}
