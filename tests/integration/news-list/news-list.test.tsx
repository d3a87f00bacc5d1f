import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { NewsApi } from '@/contract/news/paths';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';
import { newsOf, queryOf, shownTitles } from './helpers';

const URL = '/business/newsList';
const titles = (rows: { title: { zh: string } }[]) => rows.map((row) => row.title.zh);

describe('/business/newsList', { timeout: 45_000 }, () => {
  it('shows industry news by default, newest first, each with its date, views and link', async () => {
    await renderRoute(URL);

    const industry = newsOf('industry');
    await waitFor(() => expect(shownTitles()).toEqual(titles(industry.slice(0, 10))));
    expect(screen.getByText('共 50 篇')).toBeVisible();
    const categories = screen.getByRole('navigation', { name: '资讯分类' });
    expect(within(categories).getByRole('link', { name: '行业资讯' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const first = industry[0];
    const link = screen.getByRole('link', { name: first?.title.zh });
    expect(link).toHaveAttribute('href', `/business/newsDetial?id=${first?.id}`);
    const card = within(screen.getByRole('list', { name: '资讯列表' }))
      .getAllByRole('article')
      .find((element) => within(element).queryByRole('link', { name: first?.title.zh }));
    if (!card) throw new Error('no card');
    expect(card).toHaveTextContent(first?.summary.zh ?? '');
    expect(card).toHaveTextContent(`${first?.views} 次阅读`);
    expect(within(card).getByText(/^\d{4}年\d{1,2}月\d{1,2}日$/).tagName).toBe('TIME');
  });

  it('is the help centre for category=help, in both languages', async () => {
    await renderRoute(`${URL}?category=help`, { locale: 'en-US' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    const help = newsOf('help');
    await waitFor(() =>
      expect(shownTitles()).toEqual(help.slice(0, 10).map((row) => row.title.en)),
    );
    expect(screen.getByText('16 articles')).toBeVisible();
  });

  it('switches category from the links and keeps it in the address', async () => {
    const view = await renderRoute(URL);
    await waitFor(() => expect(shownTitles()).toHaveLength(10));

    await view.events.click(screen.getByRole('link', { name: '平台公告' }));

    await waitFor(() => expect(shownTitles()).toEqual(titles(newsOf('notice').slice(0, 10))));
    expect(queryOf(view.router.state.location.search)).toEqual({ category: 'notice' });
    expect(screen.getByText('共 34 篇')).toBeVisible();
  });

  it('searches titles and summaries, keeps the keyword in the address and says when nothing matches', async () => {
    const view = await renderRoute(`${URL}?category=help`);
    await waitFor(() => expect(shownTitles()).toHaveLength(10));

    const box = screen.getByRole('searchbox', { name: '搜索标题或摘要' });
    await view.events.type(box, '密码{Enter}');
    await waitFor(() => expect(shownTitles()).toContain('忘记密码怎么办？'));
    expect(queryOf(view.router.state.location.search)).toEqual({
      category: 'help',
      keyword: '密码',
    });

    // The box is drawn again for the keyword now in the address.
    const again = screen.getByRole('searchbox', { name: '搜索标题或摘要' });
    expect(again).toHaveValue('密码');
    await view.events.clear(again);
    await view.events.type(again, '不存在的词{Enter}');
    expect(await screen.findByText('没有找到与“不存在的词”相关的文章')).toBeVisible();
    await view.events.click(screen.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(10));
    expect(queryOf(view.router.state.location.search)).toEqual({ category: 'help' });
    expect(screen.getByRole('searchbox', { name: '搜索标题或摘要' })).toHaveValue('');
  });

  it('pages in the address, and back returns to the earlier page', async () => {
    const view = await renderRoute(`${URL}?category=notice&page=2`);
    const notices = newsOf('notice');
    await waitFor(() => expect(shownTitles()).toEqual(titles(notices.slice(10, 20))));

    await view.events.click(screen.getByTitle('下一页'));
    await waitFor(() => expect(shownTitles()).toEqual(titles(notices.slice(20, 30))));
    expect(queryOf(view.router.state.location.search)).toEqual({
      category: 'notice',
      page: '3',
    });

    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(shownTitles()).toEqual(titles(notices.slice(10, 20))));
  });

  it('shows industry news for an unknown category and says so', async () => {
    await renderRoute(`${URL}?category=sports`);

    expect(await screen.findByText('没有“sports”这个分类，已为您显示行业资讯。')).toBeVisible();
    await waitFor(() => expect(shownTitles()).toEqual(titles(newsOf('industry').slice(0, 10))));
  });

  it('shows a failure with Retry, which loads the list', async () => {
    server.use(
      http.get(
        `*${NewsApi.page}`,
        () => HttpResponse.json({ code: 5000, message: '服务器内部错误', data: null }),
        { once: true },
      ),
    );
    const { events } = await renderRoute(URL);

    expect(await screen.findByText('资讯加载失败')).toBeVisible();
    await events.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(10));
    expect(screen.queryByText('资讯加载失败')).not.toBeInTheDocument();
  });
});
