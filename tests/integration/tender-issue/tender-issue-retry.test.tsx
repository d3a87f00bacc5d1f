import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { IDEMPOTENCY_KEY_HEADER } from '@/contract/http';
import { TenderApi } from '@/contract/tender/paths';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { fillCommon, openForm, pickOption, publish, review, tendersOf } from './issue-form';

describe('/business/tenderIssue, publishing again after a lost reply', { timeout: 150_000 }, () => {
  it('sends the same idempotency key, so the server makes one tender', async () => {
    const keys: (string | null)[] = [];
    let lost = true;
    server.use(
      http.post(`*${TenderApi.create}`, ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
        if (!lost) return undefined;
        // The first reply never arrives (the line dropped it); the next call reaches the server.
        lost = false;
        return HttpResponse.error();
      }),
    );
    const view = await openForm();
    const before = tendersOf(demoAccounts.shipper.memberId).length;
    await fillCommon(view);
    await pickOption(view, '第 1 行箱型', '40HQ · 40英尺高柜');
    await review(view);
    await screen.findByRole('region', { name: '确认招标信息' });

    await publish(view);
    expect(await screen.findByText('无法连接服务器，请稍后重试')).toBeInTheDocument();
    await publish(view);

    await waitFor(() =>
      expect(view.router.state.location.pathname).toMatch(/^\/business\/tendering\/./),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(tendersOf(demoAccounts.shipper.memberId)).toHaveLength(before + 1);
  });
});
