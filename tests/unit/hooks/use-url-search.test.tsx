import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';

import { useUrlSearch } from '@/hooks/use-url-search';

import type { ReactNode } from 'react';

interface PortSearch {
  pol: string | undefined;
  current: number;
}

const parse = (params: URLSearchParams): PortSearch => {
  const page = Number(params.get('page'));
  return {
    pol: /^[A-Z]{5}$/.test(params.get('pol') ?? '') ? (params.get('pol') as string) : undefined,
    current: Number.isInteger(page) && page > 1 ? page : 1,
  };
};
const format = (search: PortSearch) => ({
  ...(search.pol ? { pol: search.pol } : {}),
  ...(search.current > 1 ? { page: String(search.current) } : {}),
});
const restart: Partial<PortSearch> = { current: 1 };

function renderSearch(url: string, withRestart = true, earlier: string[] = []) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[...earlier, url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      ...useUrlSearch(parse, format, withRestart ? restart : undefined),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useUrlSearch', () => {
  it('reads the search from the address and drops values parse refuses', () => {
    const { result } = renderSearch('/list?pol=CNSHA&page=abc');
    expect(result.current.search).toEqual({ pol: 'CNSHA', current: 1 });
  });

  it('writes a new search as a new history entry, defaults left out', () => {
    const { result } = renderSearch('/list?pol=CNSHA&page=3');
    act(() => result.current.setSearch({ pol: undefined, current: 1 }));
    expect(result.current.location.search).toBe('');

    act(() => void result.current.navigate(-1));
    expect(result.current.search).toEqual({ pol: 'CNSHA', current: 3 });
  });

  it('resets the fields in restart when a filter changes', () => {
    const { result } = renderSearch('/list?pol=CNSHA&page=3');
    act(() => result.current.update({ pol: 'USLAX' }));
    expect(result.current.location.search).toBe('?pol=USLAX');
  });

  it('keeps the other fields when patched', () => {
    const { result } = renderSearch('/list?pol=CNSHA&page=3');
    act(() => result.current.patch({ current: 4 }));
    expect(result.current.location.search).toBe('?pol=CNSHA&page=4');
  });

  it('keeps the page on a filter change when nothing restarts', () => {
    const { result } = renderSearch('/list?pol=CNSHA&page=3', false);
    act(() => result.current.update({ pol: 'USLAX' }));
    expect(result.current.search).toEqual({ pol: 'USLAX', current: 3 });
  });

  it('opens an old link’s page (`?current=`) and rewrites it to `page` in place', () => {
    const { result } = renderSearch('/list?pol=CNSHA&current=3', true, ['/before']);
    expect(result.current.search).toEqual({ pol: 'CNSHA', current: 3 });
    expect(result.current.location.search).toBe('?pol=CNSHA&page=3');
    // Replaced, not pushed: Back leaves the list instead of returning to the old address.
    act(() => void result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/before');
  });

  it('reads the same search object before and after the old address is rewritten', () => {
    let first: PortSearch | undefined;
    const { result } = renderHook(
      () => {
        const state = useUrlSearch(parse, format, restart);
        first ??= state.search;
        return { ...state, location: useLocation() };
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <MemoryRouter initialEntries={['/list?current=2&pol=CNSHA']}>{children}</MemoryRouter>
        ),
      },
    );
    expect(result.current.location.search).toBe('?page=2&pol=CNSHA');
    expect(result.current.search).toBe(first);
  });

  it('lets `page` win over an old `current` in the same address', () => {
    const { result } = renderSearch('/list?current=5&page=2');
    expect(result.current.search).toEqual({ pol: undefined, current: 2 });
    expect(result.current.location.search).toBe('?page=2');
  });

  it('keeps the same search object while the address stays the same', () => {
    const { result, rerender } = renderSearch('/list?pol=CNSHA');
    const first = result.current.search;
    rerender();
    expect(result.current.search).toBe(first);
  });
});
