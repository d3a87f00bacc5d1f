// @vitest-environment jsdom
// Hooks render into a document.
import { act, renderHook } from '@testing-library/react';

import { resetCountdowns, useCountdown } from '@/hooks/use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  resetCountdowns();
});
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('does not run until it is started', () => {
    const { result } = renderHook(() => useCountdown('register:13912345678'));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.running).toBe(false);
  });

  it('counts down whole seconds to zero, then stops', () => {
    const { result } = renderHook(() => useCountdown('register:13912345678'));
    act(() => result.current.start(60));
    expect(result.current).toMatchObject({ remaining: 60, running: true });

    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current.remaining).toBe(45);

    act(() => vi.advanceTimersByTime(45_000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps counting across re-renders and a remount with the same key', () => {
    const first = renderHook(() => useCountdown('reset_password:13912345678'));
    act(() => first.result.current.start(60));
    act(() => vi.advanceTimersByTime(20_000));
    first.rerender();
    expect(first.result.current.remaining).toBe(40);
    first.unmount();

    act(() => vi.advanceTimersByTime(10_000));
    const second = renderHook(() => useCountdown('reset_password:13912345678'));
    expect(second.result.current).toMatchObject({ remaining: 30, running: true });
  });

  it('keeps one countdown per key: another number can be sent to at once', () => {
    const { result, rerender } = renderHook(({ key }) => useCountdown(key), {
      initialProps: { key: 'register:13912345678' },
    });
    act(() => result.current.start(60));
    rerender({ key: 'register:13987654321' });
    expect(result.current.running).toBe(false);
    rerender({ key: 'register:13912345678' });
    expect(result.current.remaining).toBe(60);
  });
});
