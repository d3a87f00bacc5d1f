import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { RetryAlert } from '@/components/retry-alert';

import { chunkFailureText } from './chunk-failure';
import { loadOnce } from './load-once';

export type LazyPart<P> = ComponentType<P> & {
  /** Starts loading the part's code before it renders (it loads once). */
  preload: () => void;
};

/**
 * A part of a page that most visits never show (a results table, a drawer, a calendar), in a chunk
 * of its own: its code loads when the part first renders, or earlier by `preload`, within the
 * script time-out (120 s, load-once.ts); `fallback` holds its place meanwhile. A load that fails
 * shows a retry where the part would be, saying whether its style sheet or its script failed
 * (chunk-failure.ts), and nothing failed is kept: the retry, or the next render elsewhere, loads
 * again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPart<P> {
  const part = loadOnce(load);

  function Part(props: P) {
    const intl = useIntl();
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => part.loaded());
    const [failure, setFailure] = useState<{ error: unknown }>();

    useEffect(() => {
      if (Component || failure) return undefined;
      let current = true;
      part.load().then(
        (component) => {
          if (current) setComponent(() => component);
        },
        (error: unknown) => {
          console.error('[chunk] a part of the page failed to load', error);
          if (current) setFailure({ error });
        },
      );
      return () => {
        current = false;
      };
    }, [Component, failure]);

    if (Component) return <Component {...props} />;
    if (failure) {
      return (
        <RetryAlert
          title={intl.formatMessage({ id: 'common.partFailed' })}
          error={failure.error}
          detail={intl.formatMessage({ id: chunkFailureText(failure.error) })}
          onRetry={() => setFailure(undefined)}
        />
      );
    }
    return fallback;
  }

  return Object.assign(Part, { preload: () => void part.load().catch(() => undefined) });
}
