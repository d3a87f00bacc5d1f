import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';

import { FIRST_PAGE, useUrlSearch } from '@/hooks/use-url-search';
import { tabSearch } from '@/utils/tab-search';

import type { ReactNode } from 'react';

const TABS = ['unused', 'used', 'expired'] as const;
const STATUS_SEARCH = tabSearch('status', TABS);

/** A tabbed list as the pages keep it: `useUrlSearch` with the tab search and `FIRST_PAGE`. */
function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      ...useUrlSearch(STATUS_SEARCH.parse, STATUS_SEARCH.format, FIRST_PAGE),
      address: useLocation().search,
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('tabSearch with useUrlSearch', () => {
  it('reads the tab and the page the address names', () => {
    const { result } = renderAt('/list?status=used&page=3');
    expect(result.current.search).toEqual({ tab: 'used', current: 3 });
  });

  it('reads the first tab and page 1 when the address names none or unknown ones', () => {
    const { result } = renderAt('/list?status=lost&page=x');
    expect(result.current.search).toEqual({ tab: 'unused', current: 1 });
  });

  it('writes another tab at its first page as a new history entry', () => {
    const { result } = renderAt('/list?status=used&page=3');
    act(() => result.current.update({ tab: 'expired' }));
    expect(result.current.address).toBe('?status=expired');
    expect(result.current.search).toEqual({ tab: 'expired', current: 1 });

    act(() => void result.current.navigate(-1));
    expect(result.current.search).toEqual({ tab: 'used', current: 3 });
  });

  it('keeps the tab when the page changes', () => {
    const { result } = renderAt('/list?status=used');
    act(() => result.current.patch({ current: 4 }));
    expect(result.current.address).toBe('?status=used&page=4');
  });

  it('opens the first tab for a key it does not know, and leaves it and page 1 out', () => {
    const { result } = renderAt('/list?status=used&page=2');
    act(() => result.current.update({ tab: STATUS_SEARCH.tabOf('lost') }));
    expect(result.current.search).toEqual({ tab: 'unused', current: 1 });
    expect(result.current.address).toBe('');
  });

  it('opens the page of an old link that named it `current`', () => {
    const { result } = renderAt('/list?status=expired&current=2');
    expect(result.current.search).toEqual({ tab: 'expired', current: 2 });
    expect(result.current.address).toBe('?status=expired&page=2');
  });
});
