import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { NewsApi } from '@/contract/news/paths';
import { db } from '@mock/core/store';
import { HOSTILE_NEWS_IDS } from '@mock/domains/news/seed';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';
import { newsOf } from '../news-list/helpers';
import { articleBody, executableIn, formattingIn } from './helpers';

const URL = '/business/newsDetial';

/** The text of the first paragraph of a stored body. */
function firstParagraph(html: string): string {
  return (/<p>(.*?)<\/p>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');
}

describe('/business/newsDetial', { timeout: 45_000 }, () => {
  it('renders a hostile body sanitised: its text and formatting, nothing that runs', async () => {
    const id = HOSTILE_NEWS_IDS[0];
    const row = db.news[id];
    await renderRoute(`${URL}?id=${id}`);

    expect(await screen.findByRole('heading', { level: 1, name: row?.title.zh })).toBeVisible();
    const body = articleBody();
    expect(body).toHaveTextContent(firstParagraph(row?.content.zh ?? ''));
    expect(formattingIn(body)).toEqual({ headings: true, lists: true, images: true });
    expect(executableIn(body)).toEqual([]);
    expect((window as Window & { __xss?: unknown }).__xss).toBeUndefined();
    expect(screen.getByText('查看完整运价表 / Full rate sheet')).not.toHaveAttribute('href');
  });

  it('shows category, date with the time zone, views, favourite, and counts a view', async () => {
    const row = newsOf('help')[1];
    const before = row?.views ?? 0;
    await renderRoute(`${URL}?id=${row?.id}`, { locale: 'en-US' });

    expect(await screen.findByRole('heading', { level: 1, name: row?.title.en })).toBeVisible();
    expect(screen.getByText(`${before + 1} views`)).toBeVisible();
    expect(db.news[row?.id ?? '']?.views).toBe(before + 1);
    expect(screen.getByText(/GMT\+8$/).tagName).toBe('TIME');
    expect(screen.getByRole('button', { name: `Favourite ${row?.title.en}` })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Help centre' })).toHaveAttribute(
      'href',
      '/business/newsList?category=help',
    );
  });

  it('goes to the next and previous article of the category', async () => {
    const [newer, middle, older] = newsOf('notice');
    // Rows are live: keep the count from before the page opens the article.
    const views = middle?.views ?? 0;
    const view = await renderRoute(`${URL}?id=${middle?.id}`);
    await screen.findByRole('heading', { level: 1, name: middle?.title.zh });
    const neighbours = screen.getByRole('navigation', { name: '上一篇和下一篇' });
    expect(neighbours).toHaveTextContent(older?.title.zh ?? '');

    await view.events.click(
      screen.getByRole('link', { name: new RegExp(`下一篇.*${newer?.title.zh}`) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: newer?.title.zh })).toBeVisible();
    expect(view.router.state.location.search).toBe(`?id=${newer?.id}`);
    expect(screen.getByText('已是最新一篇')).toBeVisible();

    await view.events.click(
      screen.getByRole('link', { name: new RegExp(`上一篇.*${middle?.title.zh}`) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: middle?.title.zh })).toBeVisible();
    // Opened twice: the first load and this one.
    await waitFor(() => expect(screen.getByText(`${views + 2} 次阅读`)).toBeVisible());
  });

  it('says when the article does not exist or no id is given', async () => {
    await renderRoute(`${URL}?id=1`);
    expect(await screen.findByRole('heading', { level: 1, name: '文章不存在' })).toBeVisible();
    expect(screen.getByRole('link', { name: '前往资讯中心' })).toHaveAttribute(
      'href',
      '/business/newsList',
    );
  });

  it('asks for an article when the address has no id', async () => {
    await renderRoute(URL, { locale: 'en-US' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No article chosen' }),
    ).toBeVisible();
  });

  it('shows a failure with Retry, which loads the article', async () => {
    const row = newsOf('industry')[3];
    server.use(
      http.get(
        `*${NewsApi.detail}`,
        () => HttpResponse.json({ code: 5000, message: '服务器内部错误', data: null }),
        { once: true },
      ),
    );
    const { events } = await renderRoute(`${URL}?id=${row?.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: '文章加载失败' })).toBeVisible();
    await events.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: row?.title.zh })).toBeVisible();
  });
});
