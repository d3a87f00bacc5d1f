import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { useIdInAddress } from '@/hooks/use-id-in-address';

import type { ReactNode } from 'react';

function idAt(address: string, param: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => useIdInAddress(param), { wrapper }).result.current;
}

describe('useIdInAddress', () => {
  it('reads the named id, trimmed', () => {
    expect(idAt('/business/quote?tenderId=%20T-12%20', 'tenderId')).toBe('T-12');
    expect(idAt('/business/marketDetail?id=5001&from=home', 'id')).toBe('5001');
  });

  it('reads an address without it as no id', () => {
    expect(idAt('/business/payment', 'orderNo')).toBe('');
    expect(idAt('/business/newsDetial?id=', 'id')).toBe('');
  });
});
