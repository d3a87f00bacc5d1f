import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BidApi } from '@/contract/bid/paths';
import type { BidBody } from '@/contract/bid/types';
import { API_PREFIX } from '@/contract/http';
import { TenderApi } from '@/contract/tender/paths';
import type { TenderBody, TenderDetail } from '@/contract/tender/types';
import { db } from '@mock/core/store';
import { server } from '@mock/node';
import { createSessionFor, demoAccounts } from '@mock/testing';

import { call } from '../../mock/helpers';
import { choose } from '../../utils/antd-select';
import { fakeScreen } from '../../utils/fake-screen';
import { renderRoute } from '../../utils/render-route';

const DAY = 24 * 3600 * 1000;
const chinaDate = (days: number) =>
  new Date(Date.now() + days * DAY + 8 * 3600 * 1000).toISOString().slice(0, 10);

const companyOf = (kind: 'forwarder' | 'consolidator') =>
  db.enterprises[demoAccounts[kind].enterpriseId]?.name ?? kind;

/** An LCL tender of the shipper (USD) with a USD bid from the forwarder and a CNY one from the consolidator. */
async function lclTenderWithBids() {
  const shipper = createSessionFor('shipper').access_token;
  const body: TenderBody = {
    title: `拼箱比价测试 ${Math.random().toString(36).slice(2, 7)}`,
    shipmentType: 'LCL',
    pol: 'CNSHA',
    pod: 'DEHAM',
    volumeCbm: '10',
    weightKg: '2000',
    packages: 20,
    cargoName: '陶瓷餐具',
    cargoType: 'general',
    incoterm: 'FOB',
    readyDate: chinaDate(12),
    bidDeadline: new Date(Date.now() + 4 * DAY).toISOString(),
    currency: 'USD',
  };
  const created = await call<TenderDetail>('POST', TenderApi.create, { body, token: shipper });
  const tender = created.data as TenderDetail;
  const bid = (currency: 'USD' | 'CNY', amount: string, transitDays: number): BidBody => ({
    tenderId: tender.id,
    currency,
    freight: [{ unit: 'cbm', amount }],
    surcharges: [{ code: 'DOC', amount: '0', unit: 'per_bl' }],
    carrier: 'COSU',
    transitDays,
    etd: chinaDate(14),
    validUntil: chinaDate(30),
    freeDays: 7,
  });
  // Forwarder: 10 cbm × 80 USD = 800.00 USD, 30 days.
  const forwarder = await call('POST', BidApi.submit, {
    body: bid('USD', '80', 30),
    token: createSessionFor('forwarder').access_token,
  });
  // Consolidator: 10 cbm × 400 CNY = 4000.00 CNY (≈ 560 USD), 25 days.
  const consolidator = await call('POST', BidApi.submit, {
    body: bid('CNY', '400', 25),
    token: createSessionFor('consolidator').access_token,
  });
  expect([forwarder.code, consolidator.code]).toEqual([200, 200]);
  return tender;
}

async function openTender(tender: TenderDetail) {
  const view = await renderRoute(`/business/myTenderBid?tenderId=${tender.id}`, {
    member: 'shipper',
  });
  const panel = await screen.findByRole('region', { name: `报价比较：${tender.title}` });
  await within(panel).findByText(companyOf('forwarder'));
  return { view, panel };
}

const bidderOrder = (panel: HTMLElement) =>
  [companyOf('forwarder'), companyOf('consolidator')].sort((a, b) =>
    within(panel).getByText(a).compareDocumentPosition(within(panel).getByText(b)) &
    Node.DOCUMENT_POSITION_FOLLOWING
      ? -1
      : 1,
  );

describe('/business/myTenderBid', { timeout: 90_000 }, () => {
  // jsdom matches no media query: the page is laid out for a phone unless a test widens it.
  it('on a phone shows each bid as a card, its total with the converted one, and sorts them by total or transit either way', async () => {
    const tender = await lclTenderWithBids();
    const { view, panel } = await openTender(tender);
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();

    const card = within(panel).getByRole('article', { name: companyOf('consolidator') });
    // The CNY bid shows its total, the converted USD total and the rate used, with its terms.
    expect(within(card).getByText(/CNY\s?4,000\.00/)).toBeVisible();
    expect(within(card).getByText(/1 CNY = [\d.]+ USD/)).toBeVisible();
    expect(card).toHaveTextContent('航程（天）25');
    expect(
      within(card).getByRole('button', { name: `授标给 ${companyOf('consolidator')}` }),
    ).toBeVisible();
    // Cheapest first, compared in USD: the consolidator's ≈ 560 USD before the forwarder's 800 USD.
    expect(bidderOrder(panel)).toEqual([companyOf('consolidator'), companyOf('forwarder')]);

    await choose(view.events, '排序', '总价从高到低');
    expect(bidderOrder(panel)).toEqual([companyOf('forwarder'), companyOf('consolidator')]);
    await choose(view.events, '排序', '航程从短到长');
    expect(bidderOrder(panel)).toEqual([companyOf('consolidator'), companyOf('forwarder')]);
    await choose(view.events, '排序', '航程从长到短');
    expect(bidderOrder(panel)).toEqual([companyOf('forwarder'), companyOf('consolidator')]);

    // The cost breakdown opens under its card and closes again.
    const toggle = within(card).getByRole('button', { name: '费用明细' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await view.events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = within(card).getByRole('list', { name: '费用明细' });
    expect(within(lines).getAllByRole('listitem').at(-1)).toHaveTextContent(/CNY\s?4,000\.00/);
    await view.events.click(toggle);
    expect(within(card).queryByRole('list', { name: '费用明细' })).not.toBeInTheDocument();
  });

  it('on a wide screen compares the bids in a table sorted by its total and transit headers', async () => {
    const screenSize = fakeScreen(1440);
    onTestFinished(screenSize.restore);
    const tender = await lclTenderWithBids();
    const { view, panel } = await openTender(tender);
    await within(panel).findByRole('table');
    expect(within(panel).queryByRole('article')).not.toBeInTheDocument();
    expect(bidderOrder(panel)).toEqual([companyOf('consolidator'), companyOf('forwarder')]);

    await view.events.click(within(panel).getAllByText('总价')[0] as HTMLElement);
    expect(bidderOrder(panel)).toEqual([companyOf('forwarder'), companyOf('consolidator')]);

    await view.events.click(within(panel).getAllByText('航程（天）')[0] as HTMLElement);
    expect(bidderOrder(panel)).toEqual([companyOf('consolidator'), companyOf('forwarder')]);
  });

  it('awards one bid after a confirmation: the others lose and the order can be paid', async () => {
    const tender = await lclTenderWithBids();
    const { view, panel } = await openTender(tender);

    await view.events.click(within(panel).getByLabelText(`授标给 ${companyOf('forwarder')}`));
    const question = await screen.findByText(/将以/);
    expect(question).toHaveTextContent(companyOf('forwarder'));
    expect(question).toHaveTextContent(/USD\s?800\.00/);
    await view.events.click(screen.getByText('确认授标'));

    const done = await within(panel).findByText(/已授标给/);
    expect(done).toHaveTextContent(companyOf('forwarder'));
    const bids = Object.values(db.bids).filter((bid) => bid.tenderId === tender.id);
    expect(bids.map((bid) => bid.status).sort()).toEqual(['lost', 'won']);
    expect(db.tenders[tender.id]?.status).toBe('awarded');
    const order = Object.values(db.orders).find((row) => row.tenderId === tender.id);
    expect(order).toBeDefined();
    const pay = within(panel).getAllByRole('link', { name: '去支付' })[0];
    expect(pay).toHaveAttribute('href', `/business/payment?orderNo=${order?.orderNo}`);
    await waitFor(() => expect(within(panel).getAllByText('未中标').length).toBeGreaterThan(0));
    expect(within(panel).queryByLabelText(/^授标给/)).not.toBeInTheDocument();
    expect(within(panel).queryByText('取消招标')).not.toBeInTheDocument();
  });

  it('shows the server message when the tender was awarded meanwhile, and reloads it', async () => {
    const tender = await lclTenderWithBids();
    const { view, panel } = await openTender(tender);
    server.use(
      http.post(
        `*${API_PREFIX}${TenderApi.award}`,
        () => HttpResponse.json({ code: 4009, message: '该招标已授标，不能重复授标' }),
        { once: true },
      ),
    );

    await view.events.click(within(panel).getByLabelText(`授标给 ${companyOf('consolidator')}`));
    await view.events.click(await screen.findByText('确认授标'));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('该招标已授标，不能重复授标');
    expect(alert).toHaveTextContent('招标状态已变化，已为你刷新');
    expect(db.tenders[tender.id]?.status).toBe('open');
  });

  it('cancels a tender after a confirmation', async () => {
    const tender = await lclTenderWithBids();
    const { view, panel } = await openTender(tender);

    await view.events.click(within(panel).getByText('取消招标'));
    await screen.findAllByText('确认取消这个招标？');
    await view.events.click(screen.getAllByText('取消招标').at(-1) as HTMLElement);

    expect(await within(panel).findByText('招标已取消')).toBeVisible();
    expect(db.tenders[tender.id]?.status).toBe('cancelled');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(
      http.get(
        `*${API_PREFIX}${TenderApi.mine}`,
        () => HttpResponse.json({ code: 5000, message: '服务器繁忙' }),
        { once: true },
      ),
    );
    const view = await renderRoute('/business/myTenderBid', { member: 'shipper' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('招标列表加载失败');
    await view.events.click(within(alert).getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('共', { exact: false })).toBeVisible();
  });

  it('keeps the status, page and open tender in the address; a status goes back to page 1', async () => {
    const tender = await lclTenderWithBids();
    const view = await renderRoute(`/business/myTenderBid?page=2&tenderId=${tender.id}`, {
      member: 'shipper',
    });
    await screen.findByRole('region', { name: `报价比较：${tender.title}` });

    await choose(view.events, '按状态筛选', '招标中');
    await waitFor(() =>
      expect(view.router.state.location.search).toBe(`?status=open&tenderId=${tender.id}`),
    );
    // The tender stays open beside the list.
    expect(screen.getByRole('region', { name: `报价比较：${tender.title}` })).toBeVisible();

    await choose(view.events, '按状态筛选', '全部状态');
    await waitFor(() => expect(view.router.state.location.search).toBe(`?tenderId=${tender.id}`));
  });
});
