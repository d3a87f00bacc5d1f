import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { useTabInAddress } from '@/hooks/use-tab-in-address';

import type { ReactNode } from 'react';

const TABS = ['unused', 'used', 'expired'] as const;

function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useTabInAddress('status', TABS), search: useLocation().search }), {
    wrapper,
  });
}

describe('useTabInAddress', () => {
  it('reads the tab and the page the address names', () => {
    const { result } = renderAt('/list?status=used&page=3');
    expect(result.current.tab).toBe('used');
    expect(result.current.page).toBe(3);
  });

  it('reads the first tab and page 1 when the address names none or unknown ones', () => {
    const { result } = renderAt('/list?status=lost&page=x');
    expect(result.current.tab).toBe('unused');
    expect(result.current.page).toBe(1);
  });

  it('writes another tab at its first page and keeps the other parameters', () => {
    const { result } = renderAt('/list?q=sha&status=used&page=3');
    act(() => result.current.go('expired'));
    expect(result.current.search).toBe('?q=sha&status=expired');
    expect(result.current.tab).toBe('expired');
    expect(result.current.page).toBe(1);
  });

  it('opens the first tab for a key it does not know', () => {
    const { result } = renderAt('/list?status=used');
    act(() => result.current.select('lost'));
    expect(result.current.tab).toBe('unused');
    expect(result.current.search).toBe('');
  });

  it('leaves the first tab and the first page out of the address', () => {
    const { result } = renderAt('/list?status=used&page=2');
    act(() => result.current.go('used', 4));
    expect(result.current.search).toBe('?status=used&page=4');
    act(() => result.current.go('unused', 1));
    expect(result.current.search).toBe('');
  });
});
