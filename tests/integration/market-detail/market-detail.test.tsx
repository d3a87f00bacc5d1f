import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { MarketApi } from '@/contract/market/paths';
import { db } from '@mock/core/store';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';

describe('/business/marketDetail', { timeout: 45_000 }, () => {
  it('shows a visitor the prices, surcharges and facts, and a login link instead of the contact', async () => {
    const row = db.listings['5001'];
    await renderRoute('/business/marketDetail?id=5001');
    const prices = await screen.findByRole('region', { name: '各箱型运价' });
    for (const line of row?.prices ?? []) expect(prices).toHaveTextContent(line.unit);
    expect(screen.getByRole('region', { name: '附加费' })).toHaveTextContent('码头操作费');
    const facts = screen.getByRole('region', { name: '运价信息' });
    expect(facts).toHaveTextContent(`${row?.validFrom ?? ''} 至 ${row?.validTo ?? ''}`);
    const publisher = screen.getByRole('region', { name: '发布企业' });
    expect(within(publisher).getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      `/login?reject=${encodeURIComponent('/business/marketDetail?id=5001')}`,
    );
    expect(within(publisher).getByRole('link', { name: '企业主页' })).toHaveAttribute(
      'href',
      '/business/foreignTradeDetial?id=2002',
    );
    expect(publisher).not.toHaveTextContent('021-65889900');
    expect(await screen.findByRole('region', { name: '相似运价' })).toBeInTheDocument();
  });

  it('lists each price and surcharge beside its amount, and says when there are no surcharges', async () => {
    const row = db.listings['5001'];
    if (!row) throw new Error('seed listing 5001 missing');
    const [price] = row.prices;
    const [surcharge] = row.surcharges;
    if (!price || !surcharge) throw new Error('seed listing 5001 has no price or surcharge');
    const view = await renderRoute('/business/marketDetail?id=5001');
    const prices = await screen.findByRole('region', { name: '各箱型运价' });
    expect(within(prices).getAllByRole('row')).toHaveLength(row.prices.length);
    expect(
      within(prices).getByRole('row', { name: new RegExp(`^${price.unit}\\b`) }),
    ).toHaveTextContent(`${price.unit}${row.currency}`);
    const surcharges = screen.getByRole('region', { name: '附加费' });
    expect(within(surcharges).getAllByRole('row')).toHaveLength(row.surcharges.length);
    view.unmount();

    row.surcharges = [];
    await renderRoute('/business/marketDetail?id=5001');
    const none = await screen.findByRole('region', { name: '附加费' });
    expect(none).toHaveTextContent('无附加费');
    expect(within(none).queryAllByRole('row')).toHaveLength(0);
  });

  it('shows a member the publisher’s contact, in English too', async () => {
    await renderRoute('/business/marketDetail?id=5001', { member: 'shipper', locale: 'en-US' });
    const publisher = await screen.findByRole('region', { name: 'Publisher' });
    expect(publisher).toHaveTextContent('021-65889900');
    expect(publisher).toHaveTextContent('Shanghai Yuanhang International Freight Forwarding');
  });

  it('says a withdrawn or unknown listing is not found', async () => {
    await renderRoute('/business/marketDetail?id=5002');
    expect(await screen.findByText('运价不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回运价市场' })).toHaveAttribute(
      'href',
      '/business/market',
    );
  });

  it('offers a retry after a server error', async () => {
    let failures = 1;
    server.use(
      http.get(`*${MarketApi.detail}`, () => {
        if (failures-- > 0)
          return HttpResponse.json({ code: 5000, message: '服务繁忙', data: null });
        return undefined;
      }),
    );
    const view = await renderRoute('/business/marketDetail?id=5001');
    await view.events.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '各箱型运价' })).toBeInTheDocument();
  });

  it('says similar listings it cannot read are the server’s fault, with a retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failures = 1;
    server.use(
      http.get(`*${MarketApi.similar}`, () => {
        if (failures-- > 0) return HttpResponse.json({ code: 200, message: 'ok', data: {} });
        return undefined;
      }),
    );
    const view = await renderRoute('/business/marketDetail?id=5001');
    const similar = await screen.findByRole('region', { name: '相似运价' });
    expect(await within(similar).findByText('服务器返回的数据无法识别，请稍后重试')).toBeVisible();
    await view.events.click(within(similar).getByRole('button', { name: '重试' }));
    expect(await within(similar).findAllByRole('listitem')).not.toHaveLength(0);
    // The console names the call and where its reply departs from the contract.
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[contract\] GET /));
    logged.mockRestore();
  });
});
