import { Flex } from 'antd';

import { PageContainer } from '@/components/page-container';
import { MockPanel } from '@/features/devtools/components/mock-panel';

import { BuildCard } from './components/build-card';
import { ReferenceCard } from './components/reference-card';
import { SessionCard } from './components/session-card';

/** /test: diagnostics for developers, testers and support — build, session, reference data, mock. */
export default function TestPage() {
  return (
    <PageContainer titleId="menu.test" descriptionId="pages.test.description">
      <Flex vertical gap={16}>
        <BuildCard />
        <SessionCard />
        <ReferenceCard />
        <MockPanel />
      </Flex>
    </PageContainer>
  );
}
