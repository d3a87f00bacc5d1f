import { Button } from 'antd';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { LoadFailure } from '@/components/load-failure';
import { chunkFailureText } from '@/lib/lazy-part/chunk-failure';

/** One of antd's hook APIs: `const [api, contextHolder] = useX(config)`. */
export type HolderHook<Api, Config> = (config?: Config) => readonly [Api, ReactElement];

interface HolderProps<Api, Config> {
  config: Config | undefined;
  onReady: (api: Api) => void;
}

type Call = readonly [method: string, args: unknown[]];

function holderOf<Api, Config>(useReal: HolderHook<Api, Config>) {
  return function Holder({ config, onReady }: HolderProps<Api, Config>) {
    const [api, contextHolder] = useReal(config);
    useEffect(() => onReady(api), [api, onReady]);
    return contextHolder;
  };
}

/**
 * The same hook, loaded on first use: its api's methods can be called at once (they return
 * nothing); the first call loads the real hook, and the calls made meanwhile run in order once its
 * holder is in place (use-*.ts give `load` the script time-out: loadOnce, 120 s). A load that
 * fails while calls wait says so in the holder's place, with a Retry that loads again and then
 * runs them, or a close that drops them; the next call also tries again. A load that fails with
 * nothing waiting (a preload) shows nothing.
 */
export function lazyHolderHook<Api extends object, Config>(
  load: () => Promise<HolderHook<Api, Config>>,
  methods: readonly (keyof Api & string)[],
): HolderHook<Api, Config> {
  return function useLazyHolder(config?: Config) {
    const [Holder, setHolder] = useState<ComponentType<HolderProps<Api, Config>>>();
    const [failure, setFailure] = useState<{ error: unknown }>();
    const real = useRef<Api | undefined>(undefined);
    const queue = useRef<Call[]>([]);
    const loading = useRef(false);

    const start = useCallback(() => {
      if (loading.current) return;
      loading.current = true;
      setFailure(undefined);
      load().then(
        (useReal) => setHolder(() => holderOf(useReal)),
        (error: unknown) => {
          loading.current = false;
          console.error('[chunk] a toast failed to load', error);
          if (queue.current.length > 0) setFailure({ error });
        },
      );
    }, []);

    const dismiss = useCallback(() => {
      queue.current.length = 0;
      setFailure(undefined);
    }, []);

    const onReady = useCallback((api: Api) => {
      real.current = api;
      for (const [method, args] of queue.current.splice(0)) call(api, method, args);
    }, []);

    const api = useMemo(
      () =>
        Object.fromEntries(
          methods.map((method) => [
            method,
            (...args: unknown[]) => {
              if (real.current) {
                call(real.current, method, args);
                return;
              }
              queue.current.push([method, args]);
              start();
            },
          ]),
        ) as Api,
      [start],
    );

    let holder = <></>;
    if (Holder) holder = <Holder config={config} onReady={onReady} />;
    else if (failure) {
      holder = <Failure error={failure.error} onRetry={start} onClose={dismiss} />;
    }
    return [api, holder] as const;
  };
}

interface FailureProps {
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}

/** Floating where the toast would have shown: what could not be shown and why, Retry, close. */
function Failure({ error, onRetry, onClose }: FailureProps) {
  const intl = useIntl();
  return (
    <LoadFailure
      kind="error"
      floating
      title={intl.formatMessage({ id: 'layout.popup.failed' })}
      lines={[intl.formatMessage({ id: chunkFailureText(error) })]}
      action={
        <Button size="small" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      }
      onClose={onClose}
    />
  );
}

function call(api: object, method: string, args: unknown[]): void {
  (api as Record<string, (...values: unknown[]) => unknown>)[method]?.(...args);
}
