// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';

import { useNow } from '@/hooks/use-now';

function Clock() {
  return <output>{useNow()}</output>;
}

/** How many times React committed the clocks under it: once as they mount, once per change. */
let renders = 0;
const countRenders = () => {
  renders += 1;
};
const Counted = ({ children }: { children: ReactNode }) => (
  <Profiler id="clocks" onRender={countRenders}>
    {children}
  </Profiler>
);

describe('useNow, the shared clock of countdowns', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-12-06T12:00:00.000+08:00') });
    renders = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a countdown mounted after a pause from the present, renders it once, then ticks each second until none is mounted', async () => {
    const start = Date.now();
    // A pause with no countdown on screen: the clock has not ticked.
    vi.setSystemTime(start + 7_000);
    const { unmount } = render(
      <Counted>
        <Clock />
      </Counted>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(String(start + 7_000));
    expect(renders).toBe(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent(String(start + 8_000));
    expect(renders).toBe(2);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives every countdown mounted within the same second the same time', async () => {
    const start = Date.now() + 60_000;
    vi.setSystemTime(start);
    render(<Clock />).unmount();
    vi.setSystemTime(start + 400);
    render(
      <Counted>
        <Clock />
        <Clock />
      </Counted>,
    );
    const shown = screen.getAllByRole('status').map((clock) => clock.textContent);
    expect(shown).toEqual([String(start), String(start)]);
    expect(renders).toBe(1);
  });
});
