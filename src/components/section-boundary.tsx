import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';

import { useText } from '@/lib/i18n/use-text';

import { FailureBoundary } from './failure-boundary';
import { LoadFailure } from './load-failure';

import type { ReactNode } from 'react';

/**
 * A section of a page that fails alone: should it throw while rendering, it says so in its place
 * with Retry (in the shell's own markup, which every page has loaded), and the rest of the page
 * goes on.
 */
export function SectionBoundary({ name, children }: { name: string; children: ReactNode }) {
  const text = useText();
  return (
    <FailureBoundary
      name={name}
      fallback={(retry) => (
        <LoadFailure
          kind="error"
          title={text('layout.section.failed')}
          lines={[text('layout.section.failedDetail')]}
          action={
            <Button size="small" onClick={retry}>
              <FormattedMessage id="common.retry" />
            </Button>
          }
        />
      )}
    >
      {children}
    </FailureBoundary>
  );
}
