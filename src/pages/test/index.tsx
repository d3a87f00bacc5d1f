import { Flex } from 'antd';

import { LoadingSkeleton } from '@/components/loading-skeleton';
import { PageContainer } from '@/components/page-container';
import { withAreas } from '@/lib/i18n/catalogue';
import { lazyPart } from '@/lib/lazy-part';

import { ApiCard } from './components/api-card';
import { BuildCard } from './components/build-card';
import { EnvironmentCard } from './components/environment-card';
import { ReferenceCard } from './components/reference-card';
import { SessionCard } from './components/session-card';

// The mock's controls (reset, expire tokens, payments, SMS codes) exist only in builds that contain
// the mock (npm start, npm run build:mock). The condition is settled when the app is built, so a
// production build holds neither the panel nor its texts nor its calls. Like any part, it loads
// within the script time-out and says so, with a retry, when it does not.
const MockPanel =
  import.meta.env.VITE_ENABLE_MOCK === 'true'
    ? lazyPart(
        () =>
          withAreas(['mock-panel'], import('@/features/devtools/components/mock-panel')).then(
            (module) => module.MockPanel,
          ),
        <LoadingSkeleton />,
      )
    : undefined;

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
        {MockPanel && <MockPanel />}
      </Flex>
    </PageContainer>
  );
}
