// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';

/** A screen whose width the test sets: media queries of antd's breakpoints answer from it. */
function fakeScreen(initialWidth: number) {
  let width = initialWidth;
  const lists: { query: string; matches: boolean; listeners: Set<() => void> }[] = [];
  const evaluate = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  const matchMedia = vi.fn((query: string) => {
    const list = { query, matches: evaluate(query), listeners: new Set<() => void>() };
    lists.push(list);
    return {
      media: query,
      get matches() {
        return list.matches;
      },
      addEventListener: (_type: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => list.listeners.delete(listener),
    };
  });
  const resize = (next: number) => {
    width = next;
    for (const list of lists) {
      const matches = evaluate(list.query);
      if (matches === list.matches) continue;
      list.matches = matches;
      for (const listener of list.listeners) listener();
    }
  };
  const listenerCount = () => lists.reduce((sum, list) => sum + list.listeners.size, 0);
  return { matchMedia, resize, listenerCount };
}

describe("antd's breakpoints in production builds", () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
    vi.resetModules();
  });

  it('gives a component the screens from its first render, renders it again only when a breakpoint is crossed, and listens once for the page', async () => {
    const screenSize = fakeScreen(375);
    window.matchMedia = screenSize.matchMedia as unknown as typeof window.matchMedia;
    // A fresh module: the screens are kept for the page's life.
    const { default: useBreakpoint } = await import('@/lib/antd-trimmed/breakpoints');
    const renders: Record<string, number> = {};
    function Probe({ name }: { name: string }) {
      renders[name] = (renders[name] ?? 0) + 1;
      const screens = useBreakpoint(true, null);
      return (
        <output aria-label={name}>{`xs ${screens.xs} md ${screens.md} xl ${screens.xl}`}</output>
      );
    }

    render(
      <>
        <Probe name="row" />
        <Probe name="pager" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'row' })).toHaveTextContent(
      'xs true md false xl false',
    );
    expect(screen.getByRole('status', { name: 'pager' })).toHaveTextContent(
      'xs true md false xl false',
    );
    expect(renders).toEqual({ row: 1, pager: 1 });
    // Seven breakpoints, asked once for the page, however many components follow them.
    expect(screenSize.matchMedia).toHaveBeenCalledTimes(7);
    expect(screenSize.listenerCount()).toBe(7);

    act(() => screenSize.resize(1440));
    expect(screen.getByRole('status', { name: 'row' })).toHaveTextContent(
      'xs false md true xl true',
    );
    expect(renders).toEqual({ row: 2, pager: 2 });

    act(() => screenSize.resize(1500));
    expect(renders).toEqual({ row: 2, pager: 2 });
  });
});
