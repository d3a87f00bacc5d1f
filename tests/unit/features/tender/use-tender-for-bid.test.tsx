import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';

import { API_PREFIX } from '@/contract/http';
import { TenderApi } from '@/contract/tender/paths';
import { useTenderForBid } from '@/features/tender/hooks/use-tender-for-bid';
import { server } from '@mock/node';
import { DEMO_TENDERS } from '@mock/scenarios/trade';

/** The ids the tender detail was asked for, in order (the mock still answers). */
function askedIds() {
  const ids: (string | null)[] = [];
  server.use(
    http.get(`*${API_PREFIX}${TenderApi.detail}`, ({ request }) => {
      ids.push(new URL(request.url).searchParams.get('id'));
      return undefined;
    }),
  );
  return ids;
}

describe('useTenderForBid', () => {
  it('asks nothing while the address names no tender', async () => {
    const ids = askedIds();
    const { result } = renderHook(() => useTenderForBid(''));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(ids).toEqual([]);
    expect(result.current.data).toBeUndefined();
  });

  it('reads the tender, and again on refresh', async () => {
    const ids = askedIds();
    const { result } = renderHook(() => useTenderForBid(DEMO_TENDERS.openFcl));
    await waitFor(() => expect(result.current.data?.id).toBe(DEMO_TENDERS.openFcl));
    expect(ids).toEqual([DEMO_TENDERS.openFcl]);

    act(() => result.current.refresh());
    await waitFor(() => expect(ids).toHaveLength(2));
  });
});
