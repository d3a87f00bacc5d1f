import { renderHook } from '@testing-library/react';

import { useCreationKey } from '@/hooks/use-creation-key';

describe('useCreationKey', () => {
  it('keeps one key for retries of the same content until the creation succeeds', () => {
    const { result } = renderHook(() => useCreationKey());
    const first = result.current.current({ title: 'A' });
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result.current.current({ title: 'A' })).toBe(first);

    result.current.done();
    expect(result.current.current({ title: 'A' })).not.toBe(first);
  });

  it('starts a new creation when the content changes', () => {
    const { result } = renderHook(() => useCreationKey());
    const first = result.current.current(['offer-1', 2]);
    expect(result.current.current(['offer-2', 2])).not.toBe(first);
    expect(result.current.current(['offer-1', 2])).not.toBe(first);
  });
});
