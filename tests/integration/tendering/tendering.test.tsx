import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { TenderApi } from '@/contract/tender/paths';
import { server } from '@mock/node';

import { choose } from '../../utils/antd-select';
import { renderRoute } from '../../utils/render-route';
import {
  cards,
  cardTexts,
  cardTitles,
  expectCards,
  must,
  queryOf,
  selectedIn,
  tendersWhere,
} from './helpers';

const URL = '/business/tendering';
const open = () => tendersWhere((tender) => tender.status === 'open');

// Generous: the first render of a route loads its lazy modules, slow on a busy machine.
describe('/business/tendering', { timeout: 45_000 }, () => {
  it('lists open tenders newest first, 10 a page, each with its facts, countdown and link', async () => {
    await renderRoute(URL);

    const expected = open();
    await expectCards(expected.slice(0, 10).map((tender) => tender.title));
    expect(screen.getByText(`共 ${expected.length} 个招标`)).toBeVisible();

    const first = must(expected[0], 'open tender');
    const card = must(
      cards().find((element) => element.textContent?.includes(first.tenderNo)),
      'card',
    );
    expect(within(card).getByText(first.title)).toHaveAttribute(
      'href',
      `/business/tendering/${first.id}`,
    );
    expect(card).toHaveTextContent(first.tenderNo);
    expect(card).toHaveTextContent(`(${first.pol})`);
    expect(card).toHaveTextContent(`(${first.pod})`);
    expect(card).toHaveTextContent('招标中');
    expect(card).toHaveTextContent(/\d+ 份投标/);
    expect(within(card).getByRole('timer')).toHaveTextContent(/^(\d+天 )?\d\d:\d\d:\d\d$/);
    const lines = first.containers.map((line) => `${line.quantity} × ${line.type}`).join('，');
    expect(card).toHaveTextContent(first.shipmentType === 'FCL' ? lines : '立方米');
  });

  it('filters by port of loading and keeps the filter in the address', async () => {
    const view = await renderRoute(URL);
    await expectCards(
      open()
        .slice(0, 10)
        .map((tender) => tender.title),
    );

    const pol = 'CNXMN';
    const matching = open().filter((tender) => tender.pol === pol);
    await choose(view.events, '起运港', new RegExp(`\\(${pol}\\)`), pol);

    await expectCards(matching.slice(0, 10).map((tender) => tender.title));
    expect(screen.getByText(`共 ${matching.length} 个招标`)).toBeVisible();
    for (const text of cardTexts()) expect(text).toContain(`(${pol})`);
    expect(queryOf(view.router.state.location.search)).toEqual({ pol });
  });

  it('reads shipment type, container type and status from the address', async () => {
    await renderRoute(`${URL}?shipmentType=FCL&containerType=20RF&status=all`);

    const matching = tendersWhere(
      (tender) =>
        tender.shipmentType === 'FCL' && tender.containers.some((line) => line.type === '20RF'),
    );
    await expectCards(matching.slice(0, 10).map((tender) => tender.title));
    for (const text of cardTexts()) expect(text).toContain('20RF');
    expect(screen.getByText(`共 ${matching.length} 个招标`)).toBeVisible();
    expect(selectedIn('状态')).toBe('全部状态');
  });

  it('pages through the results and keeps the page in the address', async () => {
    const view = await renderRoute(URL);
    const expected = open();
    await expectCards(expected.slice(0, 10).map((tender) => tender.title));

    await view.events.click(screen.getByTitle('下一页'));

    await expectCards(expected.slice(10, 20).map((tender) => tender.title));
    expect(queryOf(view.router.state.location.search)).toEqual({ page: '2' });

    // A filter change starts again at page 1.
    await choose(view.events, '运输方式', '拼箱');
    await waitFor(() =>
      expect(queryOf(view.router.state.location.search)).toEqual({ shipmentType: 'LCL' }),
    );
    const lcl = expected.filter((tender) => tender.shipmentType === 'LCL');
    await expectCards(lcl.slice(0, 10).map((tender) => tender.title));
  });

  it('says when nothing matches and clears the filters', async () => {
    const view = await renderRoute(`${URL}?pol=CNSHA&pod=CNSHA`);

    expect(await screen.findByText('没有符合条件的招标')).toBeVisible();
    expect(cardTitles()).toEqual([]);

    await view.events.click(
      must(screen.getAllByRole('button', { name: '清除筛选' }).at(-1), 'button'),
    );

    await expectCards(
      open()
        .slice(0, 10)
        .map((tender) => tender.title),
    );
    expect(view.router.state.location.search).toBe('');
  });

  it('offers a shipper a tender for the lane filtered on, with its shipment and container type', async () => {
    await renderRoute(`${URL}?pol=CNSHA&pod=PGPOM&shipmentType=FCL&containerType=40HQ`, {
      member: 'shipper',
    });

    expect(await screen.findByText('没有符合条件的招标')).toBeVisible();
    expect(await screen.findByRole('link', { name: '为这条航线发布招标' })).toHaveAttribute(
      'href',
      '/business/tenderIssue?pol=CNSHA&pod=PGPOM&shipmentType=FCL&containerType=40HQ',
    );
    expect(screen.getAllByRole('button', { name: '清除筛选' }).length).toBeGreaterThan(0);
  });

  it('sends a visitor who follows the offer to log in, to come back to the filled form', async () => {
    const view = await renderRoute(`${URL}?pol=CNSHA&pod=PGPOM&containerType=20GP`, {
      locale: 'en-US',
    });

    await view.events.click(
      await screen.findByRole('link', { name: 'Issue a tender for this lane' }),
    );

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    const reject = new URLSearchParams(view.router.state.location.search).get('reject');
    expect(reject).toBe(
      `${window.location.origin}/business/tenderIssue?pol=CNSHA&pod=PGPOM&containerType=20GP`,
    );
  });

  it('offers no tender to a forwarder, nor without a port to tender', async () => {
    let view = await renderRoute(`${URL}?pol=CNSHA&pod=PGPOM`, { member: 'forwarder' });
    expect(await screen.findByText('没有符合条件的招标')).toBeVisible();
    expect(screen.queryByRole('link', { name: '为这条航线发布招标' })).not.toBeInTheDocument();
    view.unmount();

    server.use(
      http.get(`*${TenderApi.page}`, () =>
        HttpResponse.json({
          code: 200,
          message: 'OK',
          data: { records: [], total: 0, current: 1, size: 10 },
        }),
      ),
    );
    view = await renderRoute(`${URL}?shipmentType=LCL`, { member: 'shipper' });
    expect(await screen.findByText('没有符合条件的招标')).toBeVisible();
    expect(screen.queryByRole('link', { name: '为这条航线发布招标' })).not.toBeInTheDocument();
  });

  it('shows a server failure with a retry that recovers', async () => {
    server.use(
      http.get(`*${TenderApi.page}`, () =>
        HttpResponse.json({ code: 5000, message: '服务器开小差了' }),
      ),
    );
    const view = await renderRoute(URL);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('招标列表加载失败');
    expect(alert).toHaveTextContent('服务器开小差了');

    server.resetHandlers();
    await view.events.click(within(alert).getByRole('button', { name: '重试' }));

    await expectCards(
      open()
        .slice(0, 10)
        .map((tender) => tender.title),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English with English port names', async () => {
    await renderRoute(`${URL}?pol=CNSHA`, { locale: 'en-US' });

    const matching = open().filter((tender) => tender.pol === 'CNSHA');
    await expectCards(matching.slice(0, 10).map((tender) => tender.title));
    expect(screen.getByText(`${matching.length} tenders`)).toBeVisible();
    for (const text of cardTexts()) expect(text).toContain('Shanghai (CNSHA)');
    expect(screen.getByLabelText('Port of loading')).toBeInTheDocument();
  });
});
