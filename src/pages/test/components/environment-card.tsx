import { Descriptions } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { LtrRun } from '@/components/ltr-run';
import { SectionCard } from '@/components/section-card';
import { env } from '@/config/env';
import { useText } from '@/lib/i18n/use-text';
import { APP_STORAGE_PREFIX } from '@/lib/storage';

import { CodeValue } from './code-value';

interface StorageState {
  usable: boolean;
  /** The app's own entries (its prefix); 0 when the storage is not usable. */
  entries: number;
}

/** Whether a storage can be written here (it may be disabled or full), and what the app keeps in it. */
function inspectStorage(open: () => Storage): StorageState {
  try {
    const storage = open();
    const probe = `${APP_STORAGE_PREFIX}PROBE`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    let entries = 0;
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(APP_STORAGE_PREFIX)) entries += 1;
    }
    return { usable: true, entries };
  } catch {
    return { usable: false, entries: 0 };
  }
}

/** The browser side: language, time zone and storage, as this page found them when it opened. */
export function EnvironmentCard() {
  const intl = useIntl();
  const t = useText();
  const [local] = useState(() => inspectStorage(() => window.localStorage));
  const [session] = useState(() => inspectStorage(() => window.sessionStorage));
  const usable = (state: StorageState) =>
    t(state.usable ? 'devtools.env.available' : 'devtools.env.unavailable');

  return (
    <SectionCard title={t('devtools.env.title')}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          {
            key: 'locale',
            label: t('devtools.env.locale'),
            children: <LtrRun>{intl.locale}</LtrRun>,
          },
          {
            key: 'languages',
            label: t('devtools.env.browserLanguages'),
            children: <LtrRun>{navigator.languages.join(', ') || navigator.language}</LtrRun>,
          },
          {
            key: 'zone',
            label: t('devtools.env.timeZone'),
            children: <LtrRun>{Intl.DateTimeFormat().resolvedOptions().timeZone}</LtrRun>,
          },
          { key: 'local', label: t('devtools.env.localStorage'), children: usable(local) },
          { key: 'session', label: t('devtools.env.sessionStorage'), children: usable(session) },
          { key: 'entries', label: t('devtools.env.entries'), children: local.entries },
          {
            key: 'prefix',
            label: t('devtools.env.prefix'),
            children: <CodeValue>{APP_STORAGE_PREFIX}</CodeValue>,
          },
          {
            key: 'encryption',
            label: t('devtools.env.encryption'),
            children: t(env.encryptStorage ? 'devtools.on' : 'devtools.off'),
          },
        ]}
      />
    </SectionCard>
  );
}
