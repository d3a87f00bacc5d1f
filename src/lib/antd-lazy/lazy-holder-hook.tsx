import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';

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
 * holder is in place. A load that fails keeps them waiting, and the next call tries again.
 */
export function lazyHolderHook<Api extends object, Config>(
  load: () => Promise<HolderHook<Api, Config>>,
  methods: readonly (keyof Api & string)[],
): HolderHook<Api, Config> {
  return function useLazyHolder(config?: Config) {
    const [Holder, setHolder] = useState<ComponentType<HolderProps<Api, Config>>>();
    const real = useRef<Api | undefined>(undefined);
    const queue = useRef<Call[]>([]);
    const loading = useRef(false);

    const start = useCallback(() => {
      if (loading.current) return;
      loading.current = true;
      load().then(
        (useReal) => setHolder(() => holderOf(useReal)),
        () => {
          loading.current = false;
        },
      );
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

    return [api, Holder ? <Holder config={config} onReady={onReady} /> : <></>] as const;
  };
}

function call(api: object, method: string, args: unknown[]): void {
  (api as Record<string, (...values: unknown[]) => unknown>)[method]?.(...args);
}
