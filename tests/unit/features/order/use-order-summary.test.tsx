import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { API_PREFIX } from '@/contract/http';
import { OrderApi } from '@/contract/order/paths';
import { useOrderSummary } from '@/features/order/hooks/use-order-summary';
import { server } from '@mock/node';

describe('useOrderSummary', () => {
  it('keeps a failed read as its error, for the block to show with its retry', async () => {
    server.use(
      http.get(`*${API_PREFIX}${OrderApi.detail}`, () =>
        HttpResponse.json({ code: 5000, message: 'down', data: null }),
      ),
    );
    const { result } = renderHook(() => useOrderSummary('OD-1'));
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.data).toBeUndefined();
  });
});
