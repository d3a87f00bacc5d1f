// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';

import { fakeScreen } from '../../../utils/fake-screen';

describe("antd's breakpoints in production builds", () => {
  let restoreScreen = () => {};
  afterEach(() => {
    restoreScreen();
    vi.resetModules();
  });

  it('gives a component the screens from its first render, renders it again only when a breakpoint is crossed, and listens once for the page', async () => {
    const screenSize = fakeScreen(375);
    restoreScreen = screenSize.restore;
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
