import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';

import { useUrlSearch } from '@/hooks/use-url-search';

import type { ReactNode } from 'react';

interface PortSearch {
  pol: string | undefined;
  current: number;
}

const parse = (params: URLSearchParams): PortSearch => {
  const page = Number(params.get('current'));
  return {
    pol: /^[A-Z]{5}$/.test(params.get('pol') ?? '') ? (params.get('pol') as string) : undefined,
    current: Number.isInteger(page) && page > 1 ? page : 1,
  };
};
const format = (search: PortSearch) => ({
  ...(search.pol ? { pol: search.pol } : {}),
  ...(search.current > 1 ? { current: String(search.current) } : {}),
});
const restart: Partial<PortSearch> = { current: 1 };

function renderSearch(url: string, withRestart = true) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
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
    const { result } = renderSearch('/list?pol=CNSHA&current=abc');
    expect(result.current.search).toEqual({ pol: 'CNSHA', current: 1 });
  });

  it('writes a new search as a new history entry, defaults left out', () => {
    const { result } = renderSearch('/list?pol=CNSHA&current=3');
    act(() => result.current.setSearch({ pol: undefined, current: 1 }));
    expect(result.current.location.search).toBe('');

    act(() => void result.current.navigate(-1));
    expect(result.current.search).toEqual({ pol: 'CNSHA', current: 3 });
  });

  it('resets the fields in restart when a filter changes', () => {
    const { result } = renderSearch('/list?pol=CNSHA&current=3');
    act(() => result.current.update({ pol: 'USLAX' }));
    expect(result.current.location.search).toBe('?pol=USLAX');
  });

  it('keeps the other fields when patched', () => {
    const { result } = renderSearch('/list?pol=CNSHA&current=3');
    act(() => result.current.patch({ current: 4 }));
    expect(result.current.location.search).toBe('?pol=CNSHA&current=4');
  });

  it('keeps the page on a filter change when nothing restarts', () => {
    const { result } = renderSearch('/list?pol=CNSHA&current=3', false);
    act(() => result.current.update({ pol: 'USLAX' }));
    expect(result.current.search).toEqual({ pol: 'USLAX', current: 3 });
  });

  it('keeps the same search object while the address stays the same', () => {
    const { result, rerender } = renderSearch('/list?pol=CNSHA');
    const first = result.current.search;
    rerender();
    expect(result.current.search).toBe(first);
  });
});
