import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { HomeApi } from '@/contract/home/paths';
import { API_PREFIX } from '@/contract/http';
import { TenderApi } from '@/contract/tender/paths';
import { FIRST_SCREEN_ATTRIBUTE } from '@/lib/first-screen';
import { db } from '@mock/core/store';
import { server } from '@mock/node';

import { firstScreenMarkup } from '../../../build/first-screen-markup';
import { renderRoute } from '../../utils/render-route';

const region = (name: RegExp | string) => screen.getByRole('region', { name });
const failWith500 = (path: string) =>
  server.use(
    http.get(`*${API_PREFIX}${path}`, () =>
      HttpResponse.json({ code: 5000, message: '服务器内部错误，请稍后重试', data: null }),
    ),
  );

describe('home page', () => {
  it('takes the place of the first screen that index.html painted', async () => {
    document.body.insertAdjacentHTML('afterbegin', firstScreenMarkup());
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, 'zh-CN');

    await renderRoute('/');

    // One headline: the app's, with the search that the first screen only held a place for.
    expect(
      await screen.findByRole('heading', { level: 1, name: '一站式外贸物流交易平台' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: '搜索' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.documentElement).not.toHaveAttribute(FIRST_SCREEN_ATTRIBUTE);
  });

  it('shows the latest open tenders, lanes, news, notices and the platform figures', async () => {
    await renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: '一站式外贸物流交易平台' }),
    ).toBeVisible();
    const newest = Object.values(db.tenders)
      .filter((row) => row.status === 'open')
      .sort((a, b) => b.createdAt - a.createdAt)[0];
    expect(
      await within(region('最新招标')).findByRole('link', { name: newest?.title }),
    ).toHaveAttribute('href', `/business/tendering/${newest?.id}`);
    const figures = region('平台数据');
    const open = Object.values(db.tenders).filter((row) => row.status === 'open').length;
    expect(await within(figures).findByText('进行中的招标')).toBeVisible();
    expect(within(figures).getByText(open.toLocaleString('zh-CN'))).toBeVisible();
    await waitFor(() =>
      expect(within(region('热门航线')).getAllByRole('link').length).toBeGreaterThan(1),
    );
    await waitFor(() =>
      expect(within(region('行业资讯')).getAllByRole('link').length).toBeGreaterThan(1),
    );
    await waitFor(() =>
      expect(within(region('平台公告')).getAllByRole('link').length).toBeGreaterThan(1),
    );
    expect(screen.queryByRole('heading', { name: '我的快捷入口' })).not.toBeInTheDocument();
  });

  it('keeps the other blocks when one fails, and the failed one retries', async () => {
    failWith500(TenderApi.page);
    const view = await renderRoute('/');
    const tenders = region('最新招标');
    expect(await within(tenders).findByRole('alert')).toHaveTextContent('没有加载成功');
    expect(await within(region('平台数据')).findByText('认证企业')).toBeVisible();
    server.resetHandlers();
    await view.events.click(within(tenders).getByRole('button', { name: /重试/ }));
    await waitFor(() => expect(within(tenders).getAllByRole('link').length).toBeGreaterThan(1));
    expect(within(tenders).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the figures error with a retry, in English', async () => {
    failWith500(HomeApi.overview);
    await renderRoute('/', { locale: 'en-US' });
    const figures = region('The platform in figures');
    expect(await within(figures).findByRole('alert')).toHaveTextContent('Could not load');
    expect(within(figures).getByRole('button', { name: /Retry/ })).toBeVisible();
  });

  it('says so when there are no open tenders', async () => {
    server.use(
      http.get(`*${API_PREFIX}${TenderApi.page}`, () =>
        HttpResponse.json({
          code: 200,
          message: 'ok',
          data: { records: [], total: 0, current: 1, size: 5 },
        }),
      ),
    );
    await renderRoute('/');
    expect(await within(region('最新招标')).findByText('暂无进行中的招标')).toBeVisible();
  });

  it('sends a tender search with keyword and ports to the tender search', async () => {
    const view = await renderRoute('/');
    await view.events.type(screen.getByLabelText('关键词'), '园林工具');
    await view.events.type(screen.getByLabelText('起运港'), 'cnsha');
    await view.events.type(screen.getByLabelText('目的港'), '洛杉矶');
    await view.events.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/business/searchTender'));
    expect(view.router.state.location.search).toBe(
      `?keyword=${encodeURIComponent('园林工具')}&pol=CNSHA&pod=USLAX`,
    );
  });

  it('sends a lane to the market, and refuses a port it cannot find', async () => {
    const view = await renderRoute('/');
    await view.events.click(screen.getByRole('radio', { name: '运价' }));
    expect(screen.queryByLabelText('关键词')).not.toBeInTheDocument();
    const pod = screen.getByLabelText('目的港');
    await view.events.type(pod, 'Atlantis');
    await view.events.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(pod).toHaveAccessibleDescription('没有找到这个港口，请从列表中选择'),
    );
    expect(view.router.state.location.pathname).toBe('/');
    await view.events.clear(pod);
    await view.events.type(pod, 'Hamburg');
    await view.events.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/business/market'));
    expect(view.router.state.location.search).toBe('?pod=DEHAM');
  });

  it('leads every reader to the coupon centre and the coupon market', async () => {
    await renderRoute('/', { locale: 'en-US' });
    const areas = await screen.findByRole('region', { name: 'What you can do here' });
    expect(within(areas).getByRole('link', { name: /Coupon centre/ })).toHaveAttribute(
      'href',
      '/coupon/couponCollectionCenter',
    );
    expect(within(areas).getByRole('link', { name: /Coupon market/ })).toHaveAttribute(
      'href',
      '/coupon/couponMarket',
    );
  });

  it("shows a forwarder's shortcuts", async () => {
    await renderRoute('/', { member: 'forwarder' });
    await screen.findByRole('heading', { name: '我的快捷入口' });
    const shortcuts = region('我的快捷入口');
    expect(within(shortcuts).getByRole('link', { name: /我的投标/ })).toHaveAttribute(
      'href',
      '/business/myBid',
    );
    expect(within(shortcuts).getByRole('link', { name: /我的运价/ })).toBeVisible();
  });
});
