import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';

import { useMutation } from '@/hooks/use-mutation';

/** A call whose answer the test gives when it likes. */
function heldCall() {
  let answer: (value: string) => void = () => undefined;
  const calls: string[] = [];
  const call = (input: string) =>
    new Promise<string>((resolve) => {
      calls.push(input);
      answer = resolve;
    });
  return { call, calls, answer: (value: string) => answer(value) };
}

describe('useMutation', () => {
  it('runs one call at a time: a second run while one is on its way sends nothing', async () => {
    const held = heldCall();
    const { result } = renderHook(() => useMutation(held.call));

    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run('a');
      second = result.current.run('b');
    });
    expect(result.current.running).toBe(true);
    await expect(second).resolves.toBeUndefined();

    await act(async () => held.answer('done'));
    await expect(first).resolves.toBe('done');
    expect(held.calls).toEqual(['a']);
    expect(result.current.running).toBe(false);
  });

  // The rule (D152 in docs/decisions/calls-and-the-envelope.md, a late result after the member
  // left): the call goes on, but its result reaches no code of a component that is gone.
  it('resolves to undefined and aborts its signal when the component unmounted before the answer', async () => {
    const held = heldCall();
    const { result, unmount } = renderHook(() => useMutation(held.call));
    const { signal } = result.current;

    let pending: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      pending = result.current.run('publish');
    });
    expect(signal.aborted).toBe(false);
    unmount();
    await vi.waitFor(() => expect(signal.aborted).toBe(true));

    held.answer('published');
    await expect(pending).resolves.toBeUndefined();
    expect(held.calls).toEqual(['publish']);
  });

  it('keeps its signal under StrictMode, which unmounts and mounts a component again at once', async () => {
    const held = heldCall();
    const { result } = renderHook(() => useMutation(held.call), { wrapper: StrictMode });

    let pending: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      pending = result.current.run('save');
    });
    await act(async () => held.answer('saved'));

    await expect(pending).resolves.toBe('saved');
    expect(result.current.signal.aborted).toBe(false);
  });
});
