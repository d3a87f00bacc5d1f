import { Button } from 'antd';
import { useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';

import { StatusPanel } from '@/components/status-panel';
import { chunkFailureText } from '@/lib/lazy-part/chunk-failure';

import { serverAnswers } from './chunk-recovery';

/**
 * Retries a failed chunk import and renders the page in place once it loads. It says which of the
 * page's files failed, its style sheet or its script (a time-out included): chunk-failure.ts. A
 * browser keeps a failed file that a chunk imports (a page's shared code) as failed for the page's
 * lifetime, so when the import fails again while the server answers, Retry reloads the page, which
 * fetches it anew; while the server does not answer it says so and stays.
 */
export function createChunkErrorPage(
  load: () => Promise<ComponentType>,
  error: unknown,
  reload: () => void = () => window.location.reload(),
): ComponentType {
  // Shared by every mount of this route, so a page that loaded on retry stays loaded.
  let loaded: ComponentType | undefined;

  function ChunkErrorPage() {
    const [Page, setPage] = useState<ComponentType | undefined>(() => loaded);
    const [retrying, setRetrying] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown; again: boolean }>({
      error,
      again: false,
    });

    if (Page) return <Page />;

    const retry = async () => {
      setRetrying(true);
      try {
        const component = await load();
        loaded = component;
        setPage(() => component);
      } catch (retryError) {
        console.error('[chunk] retry failed', retryError);
        if (await serverAnswers()) {
          reload();
          return;
        }
        setFailure({ error: retryError, again: true });
        setRetrying(false);
      }
    };

    return (
      <StatusPanel
        kind="warning"
        titleId="layout.chunk.title"
        alert={failure.again}
        description={
          <>
            <p>
              <FormattedMessage id={chunkFailureText(failure.error)} />
            </p>
            <p>
              <FormattedMessage
                id={failure.again ? 'layout.chunk.failedAgain' : 'layout.chunk.description'}
              />
            </p>
          </>
        }
        onRetry={() => void retry()}
        retrying={retrying}
        actions={
          <Button onClick={reload}>
            <FormattedMessage id="common.reload" />
          </Button>
        }
      />
    );
  }

  return ChunkErrorPage;
}
