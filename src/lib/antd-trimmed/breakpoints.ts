// antd's components that follow the screen's width (the grid's Row, which every Form.Item draws,
// the pager, tables, lists, descriptions, steps, avatars and Grid.useBreakpoint) ask antd's
// useBreakpoint which breakpoints the screen matches; production builds give them this hook
// instead (build/antd-trims.ts).
import useResponsiveObserver, {
  type BreakpointMap,
  type ScreenMap,
} from 'antd/es/_util/responsiveObserver';
import { useSyncExternalStore } from 'react';

interface ScreenStore {
  read: () => ScreenMap;
  subscribe: (listener: () => void) => () => void;
}

const stores = new Map<string, ScreenStore>();

/**
 * The screens one set of breakpoint queries matches, kept current for the page's life by one
 * listener on each query, and the same object until one of them changes.
 */
function screenStore(queries: BreakpointMap): ScreenStore {
  const key = Object.entries(queries).join(';');
  const known = stores.get(key);
  if (known) return known;
  const lists = Object.entries(queries).map(
    ([screen, query]) => [screen as keyof ScreenMap, window.matchMedia(query)] as const,
  );
  const measure = (): ScreenMap =>
    Object.fromEntries(lists.map(([screen, list]) => [screen, list.matches]));
  const listeners = new Set<() => void>();
  let screens = measure();
  const update = () => {
    const next = measure();
    if (lists.every(([screen]) => next[screen] === screens[screen])) return;
    screens = next;
    for (const listener of listeners) listener();
  };
  for (const [, list] of lists) list.addEventListener('change', update);
  const store: ScreenStore = {
    read: () => screens,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  stores.set(key, store);
  return store;
}

/**
 * The breakpoints the screen matches, from the first render on. antd's own hook starts from its
 * default (`null` for a Row), subscribes in a layout effect and forces the component to render
 * again there: every Row mounted re-rendered synchronously inside the commit that mounted it,
 * which also ran the commit's passive effects at once (a page with a form mounted as one long
 * task), and each component kept listeners on all seven media queries of its own. Here the
 * screens are read as the component renders, from one store for the whole page, and a component
 * renders again only when the screen crosses a breakpoint, whether or not it asked to be
 * refreshed (antd's components that ask not to use the screens only for responsive options they
 * are not given, so one more render changes nothing they draw).
 */
export default function useBreakpoint(
  _refreshOnChange?: boolean,
  _defaultScreens?: ScreenMap | null,
): ScreenMap {
  const { responsiveMap } = useResponsiveObserver();
  const store = screenStore(responsiveMap);
  return useSyncExternalStore(store.subscribe, store.read);
}
