import { Descriptions } from 'antd';

import { LtrRun } from '@/components/ltr-run';
import { SectionCard } from '@/components/section-card';
import { env } from '@/config/env';
import { API_PREFIX } from '@/contract/http';
import { useText } from '@/lib/i18n/use-text';

import { CodeValue } from './code-value';

/** Which build this is and how it talks to the back end. */
export function BuildCard() {
  const t = useText();
  return (
    <SectionCard title={t('devtools.build.title')}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          {
            key: 'version',
            label: t('devtools.build.version'),
            children: <LtrRun>{env.version}</LtrRun>,
          },
          {
            key: 'build',
            label: t('devtools.build.buildId'),
            children: <CodeValue>{env.buildId}</CodeValue>,
          },
          { key: 'mode', label: t('devtools.build.mode'), children: <LtrRun>{env.mode}</LtrRun> },
          {
            key: 'mock',
            label: t('devtools.build.mockWorker'),
            children: t(env.mockEnabled ? 'devtools.on' : 'devtools.off'),
          },
          {
            key: 'prefix',
            label: t('devtools.build.apiPrefix'),
            children: <CodeValue>{API_PREFIX}</CodeValue>,
          },
          {
            key: 'oss',
            label: t('devtools.build.ossBase'),
            children: <CodeValue>{env.ossBaseUrl}</CodeValue>,
          },
        ]}
      />
    </SectionCard>
  );
}
