import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { rankQuotes } from '@/contract/market/instant-quote';
import { MarketApi } from '@/contract/market/paths';
import { db } from '@mock/core/store';
import { onMarket } from '@mock/domains/market/query';
import { server } from '@mock/node';

import { choose } from '../../utils/antd-select';
import { renderRoute } from '../../utils/render-route';

function cards(): HTMLElement[] {
  const list = screen.queryByLabelText(/^(运价列表|Freight rates)$/);
  return list ? [...list.querySelectorAll<HTMLElement>('li > article')] : [];
}

describe('/business/market', { timeout: 45_000 }, () => {
  it('lists rates on the market 10 a page, filtered by the lane in the address', async () => {
    const rows = onMarket(db, Date.now()).filter(
      (row) => row.pol === 'CNSHA' && row.pod === 'NLRTM',
    );
    await renderRoute('/business/market?pol=CNSHA&pod=NLRTM&sort=price');
    await waitFor(() => expect(cards()).toHaveLength(Math.min(10, rows.length)));
    expect(screen.getByText(`共 ${rows.length} 条运价`)).toBeInTheDocument();
    for (const card of cards()) expect(card).toHaveTextContent('上海 → 鹿特丹');
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/business\/marketDetail\?id=\d+$/) as string,
    );
  });

  it('shows the instant quote of the address ranked cheapest first, with a breakdown on demand', async () => {
    const lane = onMarket(db, Date.now()).filter(
      (row) => row.pol === 'CNSHA' && row.pod === 'NLRTM',
    );
    const ranked = rankQuotes(lane, { shipmentType: 'FCL', containerType: '40GP', quantity: 2 });
    expect(ranked.length).toBeGreaterThan(0);
    const view = await renderRoute(
      '/business/market?qPol=CNSHA&qPod=NLRTM&qType=FCL&qContainer=40GP&qQty=2',
    );
    const results = await screen.findByLabelText(`报价结果（${ranked.length} 条）`);
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(ranked.length);
    const cheapest = ranked[0]?.quote.total ?? '';
    const [whole = '', cents = ''] = cheapest.split('.');
    expect(items[0]).toHaveTextContent(Number(whole).toLocaleString('en-US'));
    expect(items[0]).toHaveTextContent(`.${cents.padEnd(2, '0')}`);
    await view.events.click(
      within(items[0] as HTMLElement).getByRole('button', { name: '费用明细' }),
    );
    expect(within(items[0] as HTMLElement).getByText('码头操作费')).toBeInTheDocument();
  });

  it('quotes the quantity typed, and keeps a quantity out of range with its message', async () => {
    const view = await renderRoute(
      '/business/market?qPol=CNSHA&qPod=NLRTM&qType=FCL&qContainer=40GP&qQty=2',
    );
    const form = await screen.findByRole('region', { name: '即时报价' });
    const quantity = await within(form).findByLabelText('箱量');
    expect(quantity).toHaveValue('2');

    await view.events.clear(quantity);
    await view.events.type(quantity, '1000');
    await view.events.click(within(form).getByRole('button', { name: '计算报价' }));
    expect(await within(form).findByText('箱量须为 1 到 999 的整数')).toBeInTheDocument();
    expect(quantity).toHaveValue('1000');

    await view.events.clear(quantity);
    await view.events.type(quantity, '3');
    await view.events.click(within(form).getByRole('button', { name: '计算报价' }));
    await waitFor(() => expect(view.router.state.location.search).toContain('qQty=3'));
  });

  it('opens the quote form when a quote is started, with the filters’ lane and the focus in it', async () => {
    const view = await renderRoute('/business/market?pol=CNSHA&pod=NLRTM');
    const quote = await screen.findByRole('region', { name: '即时报价' });
    // Without a quote in the address the form waits to be asked for.
    expect(within(quote).queryByLabelText('起运港')).not.toBeInTheDocument();

    await view.events.click(within(quote).getByRole('button', { name: '开始报价' }));
    await waitFor(() => expect(within(quote).getByLabelText('起运港')).toHaveFocus());
    expect(within(quote).getByRole('button', { name: '计算报价' })).toBeInTheDocument();
    expect(within(quote).queryByRole('button', { name: '开始报价' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(quote).getAllByTitle(/CNSHA|NLRTM/)).toHaveLength(2));
  });

  it('clears a quote from the address and keeps the form open for the next one', async () => {
    const view = await renderRoute(
      '/business/market?qPol=CNSHA&qPod=NLRTM&qType=FCL&qContainer=40GP&qQty=2',
    );
    const quote = await screen.findByRole('region', { name: '即时报价' });
    await view.events.click(await within(quote).findByRole('button', { name: '清除报价' }));

    await waitFor(() => expect(view.router.state.location.search).not.toContain('qPol'));
    await waitFor(() => expect(within(quote).getByLabelText('起运港')).toHaveFocus());
    expect(within(quote).getByLabelText('箱量')).toHaveValue('1');
    expect(within(quote).queryByRole('button', { name: '清除报价' })).not.toBeInTheDocument();
    expect(within(quote).queryByRole('button', { name: '开始报价' })).not.toBeInTheDocument();
  });

  it('asks for the volume of an LCL quote and for the container and quantity of an FCL one', async () => {
    const view = await renderRoute('/business/market?qPol=CNSHA&qPod=PGPOM&qType=LCL&qCbm=12.5');
    const form = await screen.findByRole('region', { name: '即时报价' });
    expect(await within(form).findByLabelText('体积（立方米）')).toHaveValue('12.5');
    expect(within(form).queryByLabelText('箱量')).not.toBeInTheDocument();

    await choose(view.events, within(form).getByLabelText('运输方式'), '整箱');
    expect(await within(form).findByLabelText('箱量')).toHaveValue('1');
    expect(within(form).getByLabelText('箱型')).toBeInTheDocument();
    expect(within(form).queryByLabelText('体积（立方米）')).not.toBeInTheDocument();

    await choose(view.events, within(form).getByLabelText('运输方式'), '拼箱');
    expect(await within(form).findByLabelText('体积（立方米）')).toBeInTheDocument();
    expect(within(form).queryByLabelText('箱量')).not.toBeInTheDocument();
  });

  it('offers a tender for a lane without rates, with its shipment and container type', async () => {
    await renderRoute('/business/market?pol=CNSHA&pod=PGPOM&shipmentType=FCL&containerType=40RF');
    const link = await screen.findByRole('link', { name: '为这条航线发布招标' });
    expect(link).toHaveAttribute(
      'href',
      '/business/tenderIssue?pol=CNSHA&pod=PGPOM&shipmentType=FCL&containerType=40RF',
    );
  });

  it('offers a tender for an instant quote without rates, with its container line', async () => {
    await renderRoute('/business/market?qPol=CNSHA&qPod=PGPOM&qType=FCL&qContainer=40HQ&qQty=3', {
      member: 'shipper',
    });
    const results = await screen.findByLabelText('报价结果（0 条）');
    expect(
      within(results).getByText('这条航线暂时没有运价，可以发布招标让货代来报价。'),
    ).toBeVisible();
    expect(
      await within(results).findByRole('link', { name: '为询价航线发布招标' }),
    ).toHaveAttribute(
      'href',
      '/business/tenderIssue?pol=CNSHA&pod=PGPOM&shipmentType=FCL&containerType=40HQ&quantity=3',
    );
  });

  it('names the two offers apart when both the rate list and the quote find nothing', async () => {
    await renderRoute(
      '/business/market?pol=CNSHA&pod=PGPOM&qPol=CNNGB&qPod=PGPOM&qType=FCL&qContainer=40HQ&qQty=1',
      { member: 'shipper' },
    );
    expect(await screen.findByRole('link', { name: '为询价航线发布招标' })).toHaveAttribute(
      'href',
      '/business/tenderIssue?pol=CNNGB&pod=PGPOM&shipmentType=FCL&containerType=40HQ&quantity=1',
    );
    expect(await screen.findByRole('link', { name: '为这条航线发布招标' })).toHaveAttribute(
      'href',
      '/business/tenderIssue?pol=CNSHA&pod=PGPOM',
    );
  });

  it('carries the volume of an LCL quote, and offers no tender to a consolidator', async () => {
    const url = '/business/market?qPol=CNSHA&qPod=PGPOM&qType=LCL&qCbm=12.5';
    let view = await renderRoute(url, { locale: 'en-US' });
    expect(
      await screen.findByRole('link', { name: 'Issue a tender for the quoted lane' }),
    ).toHaveAttribute(
      'href',
      '/business/tenderIssue?pol=CNSHA&pod=PGPOM&shipmentType=LCL&volumeCbm=12.5',
    );
    view.unmount();

    view = await renderRoute(url, { member: 'consolidator', locale: 'en-US' });
    expect(await screen.findByText('No rate on this lane matches yet')).toBeVisible();
    expect(
      screen.queryByRole('link', { name: 'Issue a tender for the quoted lane' }),
    ).not.toBeInTheDocument();
  });

  it('drops invalid values from the address and retries after a failure', async () => {
    let failures = 1;
    server.use(
      http.get(`*${MarketApi.page}`, () => {
        if (failures-- > 0) return HttpResponse.json({ code: 5000, message: 'down', data: null });
        return undefined;
      }),
    );
    const view = await renderRoute('/business/market?shipmentType=AIR&sort=bogus&page=x');
    const retry = await screen.findByRole('button', { name: '重试' });
    // The failure says what went wrong: the server's words.
    expect(screen.getByRole('alert')).toHaveTextContent('down');
    await view.events.click(retry);
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(view.router.state.location.search).toBe('?shipmentType=AIR&sort=bogus&page=x');
  });

  it('says a reply it cannot read is the server’s, not the network’s', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`*${MarketApi.page}`, () =>
        HttpResponse.json({ code: 200, message: 'ok', data: { records: null } }),
      ),
    );
    await renderRoute('/business/market');
    expect(await screen.findByRole('button', { name: '重试' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('服务器返回的数据无法识别，请稍后重试');
    // The console names the call and where its reply departs from the contract.
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[contract\] GET /));
    logged.mockRestore();
  });
});
