import { Flex, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

import { PageContainer } from '@/components/page-container';
import { requireArea } from '@/lib/i18n/catalogue';
import { useText } from '@/lib/i18n/use-text';

import { ApiCard } from './components/api-card';
import { BuildCard } from './components/build-card';
import { EnvironmentCard } from './components/environment-card';
import { ReferenceCard } from './components/reference-card';
import { SessionCard } from './components/session-card';

// The mock's controls (reset, expire tokens, payments, SMS codes) exist only in builds that contain
// the mock (npm start, npm run build:mock). The condition is settled when the app is built, so a
// production build holds neither the panel nor its texts nor its calls.
const MockPanel =
  import.meta.env.VITE_ENABLE_MOCK === 'true'
    ? lazy(async () => {
        const [module] = await Promise.all([
          import('@/features/devtools/components/mock-panel'),
          requireArea('mock-panel'),
        ]);
        return { default: module.MockPanel };
      })
    : undefined;

function MockPanelLoading() {
  const t = useText();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <Skeleton active />
    </div>
  );
}

/** /test: diagnostics for developers, testers and support — build, environment, back end, session. */
export default function TestPage() {
  return (
    <PageContainer titleId="menu.test" descriptionId="pages.test.description">
      <Flex vertical gap={16}>
        <BuildCard />
        <ApiCard />
        <EnvironmentCard />
        <SessionCard />
        <ReferenceCard />
        {MockPanel && (
          <Suspense fallback={<MockPanelLoading />}>
            <MockPanel />
          </Suspense>
        )}
      </Flex>
    </PageContainer>
  );
}
