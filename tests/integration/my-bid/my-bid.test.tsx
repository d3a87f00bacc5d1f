import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BidApi } from '@/contract/bid/paths';
import { API_PREFIX } from '@/contract/http';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { DEMO_TENDERS } from '@mock/scenarios/trade';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

const FORWARDER = demoAccounts.forwarder.memberId;
const MINE = `*${API_PREFIX}${BidApi.mine}`;

const myBids = (status?: string) =>
  Object.values(db.bids).filter(
    (bid) => bid.bidderId === FORWARDER && (!status || bid.status === status),
  );

async function openMyBids(query = '') {
  const view = await renderRoute(`/business/myBid${query}`, { member: 'forwarder' });
  await screen.findAllByRole('group');
  return view;
}

const cards = () => screen.getAllByRole('group');

describe('/business/myBid', { timeout: 60_000 }, () => {
  it('lists every bid a page at a time, with its tender, total and state', async () => {
    await openMyBids();
    const total = myBids().length;
    expect(cards()).toHaveLength(Math.min(10, total));
    const live = myBids('submitted').find((bid) => bid.tenderId === DEMO_TENDERS.openFcl);
    const card = screen.getByRole('group', { name: new RegExp(live?.bidNo ?? '-') });
    expect(within(card).getByText('已报价')).toBeVisible();
    expect(
      within(card).getByRole('link', { name: db.tenders[DEMO_TENDERS.openFcl]?.title }),
    ).toHaveAttribute('href', `/business/tendering/${DEMO_TENDERS.openFcl}`);
    expect(within(card).getByRole('timer')).toBeVisible();
    expect(within(card).getByRole('link', { name: `修改报价 ${live?.bidNo}` })).toHaveAttribute(
      'href',
      `/business/quote?tenderId=${DEMO_TENDERS.openFcl}`,
    );
  });

  it('pages through the bids, the page kept in the address', async () => {
    const view = await openMyBids();
    const total = myBids().length;
    expect(total).toBeGreaterThan(10);
    expect(screen.getByText(`共 ${total} 份报价`)).toBeVisible();
    await view.events.click(
      within(screen.getByRole('navigation', { name: '报价分页' })).getByTitle('下一页'),
    );

    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(cards()).toHaveLength(Math.min(10, total - 10)));
  });

  it('opens another tab at its first page', async () => {
    const view = await openMyBids('?page=2');
    await waitFor(() => expect(cards()).toHaveLength(Math.min(10, myBids().length - 10)));
    await view.events.click(screen.getByRole('tab', { name: '已中标' }));

    await waitFor(() => expect(view.router.state.location.search).toBe('?status=won'));
    await waitFor(() => expect(cards()).toHaveLength(Math.min(10, myBids('won').length)));
  });

  it('shows one state per tab, kept in the address; a won bid links to its order', async () => {
    const view = await openMyBids();
    await view.events.click(screen.getByRole('tab', { name: '已中标' }));

    await waitFor(() => expect(view.router.state.location.search).toBe('?status=won'));
    const won = myBids('won');
    await waitFor(() => expect(cards()).toHaveLength(Math.min(10, won.length)));
    expect(screen.getByText(`共 ${won.length} 份报价`)).toBeVisible();
    for (const card of cards()) expect(within(card).getByText('已中标')).toBeVisible();
    // The won bids on this page, found by the bid number each card is named with.
    const shown = won.filter((bid) =>
      cards().some((card) => card.getAttribute('aria-label')?.startsWith(`报价 ${bid.bidNo}：`)),
    );
    expect(shown).toHaveLength(cards().length);
    const withOrder = shown.find((bid) => db.tenders[bid.tenderId]?.orderNo);
    const orderNo = db.tenders[withOrder?.tenderId ?? '']?.orderNo ?? '-';
    expect(screen.getByRole('link', { name: `查看订单 ${orderNo}` })).toHaveAttribute(
      'href',
      `/business/payment?orderNo=${orderNo}`,
    );
    // Decided bids cannot be revised or withdrawn.
    expect(screen.queryByRole('button', { name: /撤回报价/ })).not.toBeInTheDocument();
  });

  it('withdraws a submitted bid from the list after confirming', async () => {
    const view = await openMyBids('?status=submitted');
    const live = myBids('submitted').find((bid) => bid.tenderId === DEMO_TENDERS.openFcl);
    await view.events.click(screen.getByRole('button', { name: `撤回报价 ${live?.bidNo}` }));
    const dialog = await screen.findByRole('dialog');
    await view.events.click(within(dialog).getByRole('button', { name: '撤回' }));

    await waitFor(() => expect(db.bids[live?.id ?? '']?.status).toBe('withdrawn'));
    await waitFor(() =>
      expect(
        screen.queryByRole('group', { name: new RegExp(live?.bidNo ?? '-') }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says when a tab has no bids', async () => {
    server.use(
      http.get(MINE, () =>
        HttpResponse.json({
          code: 200,
          message: 'ok',
          data: { records: [], total: 0, current: 1, size: 10 },
        }),
      ),
    );
    await renderRoute('/business/myBid?status=lost', { member: 'forwarder' });
    expect(await screen.findByText('没有未中标的报价。')).toBeVisible();
    expect(screen.getByRole('tab', { name: '未中标', selected: true })).toBeVisible();
  });

  it('shows a failure with a retry that loads the list', async () => {
    server.use(
      http.get(MINE, () => HttpResponse.json({ code: 5000, message: '服务器繁忙' }), {
        once: true,
      }),
    );
    const view = await renderRoute('/business/myBid', { member: 'forwarder' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器繁忙');

    await view.events.click(within(alert).getByRole('button', { name: /重试/ }));
    expect(await screen.findAllByRole('group')).not.toHaveLength(0);
  });
});
