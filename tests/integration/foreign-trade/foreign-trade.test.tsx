import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { DirectoryApi } from '@/contract/directory/paths';
import { db } from '@mock/core/store';
import type { EnterpriseRow } from '@mock/domains/member/schema';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

/** The enterprise cards' names, in order. */
function cardNames(): string[] {
  // By label, not by role: role queries over a big antd page are slow in jsdom.
  const list = screen.queryByLabelText(/^(企业列表|Enterprises)$/);
  return list
    ? within(list)
        .queryAllByRole('heading', { level: 2 })
        .map((h) => h.textContent ?? '')
    : [];
}

const inDb = (test: (row: EnterpriseRow) => boolean) =>
  Object.values(db.enterprises).filter((row) => row.name && test(row));

describe('/business/foreignTrade/:id', { timeout: 45_000 }, () => {
  it('lists a category with certified enterprises marked, and links each to its detail', async () => {
    await renderRoute('/business/foreignTrade/2');

    expect(await screen.findByRole('heading', { level: 1, name: '货代企业' })).toBeVisible();
    const total = inDb((row) => row.userType === 2).length;
    expect(await screen.findByText(`共 ${total} 家企业`)).toBeVisible();
    expect(cardNames()).toHaveLength(10);
    const first = screen.getByRole('link', { name: cardNames()[0] ?? '' });
    expect(first.getAttribute('href')).toMatch(/^\/business\/foreignTradeDetial\?id=\d+$/);
    const card = screen.getByRole('article', { name: cardNames()[0] ?? '' });
    expect(within(card).getByText('已认证')).toBeVisible();
    const categories = screen.getByRole('navigation', { name: '企业分类' });
    expect(within(categories).getByRole('link', { name: '货代企业' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('reads the filters from the address and writes a new search back to it', async () => {
    const matches = inDb(
      (row) =>
        row.userType === 2 &&
        row.provinceCode === '310000' &&
        row.services.includes('customs') &&
        row.certStatus === 'approved',
    );
    const { router, events } = await renderRoute(
      '/business/foreignTrade/2?provinceCode=310000&service=customs&certified=true',
    );

    await waitFor(() => expect(cardNames()).toHaveLength(Math.min(matches.length, 10)));
    expect(screen.getByText(`共 ${matches.length} 家企业`)).toBeVisible();
    const filters = screen.getByRole('search', { name: '筛选企业' });
    expect(within(filters).getByText('上海市')).toBeVisible();
    expect(within(filters).getByText('报关报检')).toBeVisible();
    expect(screen.getByLabelText('仅看认证企业')).toBeChecked();

    const box = screen.getByLabelText('企业名称');
    await events.type(box, '远航{Enter}');
    await waitFor(() => expect(cardNames()).toEqual([demoAccounts.forwarder.companyName]));
    expect(router.state.location.search).toBe(
      `?keyword=${encodeURIComponent('远航')}&provinceCode=310000&service=customs&certified=true`,
    );

    await events.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('企业名称')).toHaveValue('');
  });

  it('keeps the page in the address', async () => {
    const { router, events } = await renderRoute('/business/foreignTrade/1?page=2');

    await waitFor(() => expect(cardNames()).toHaveLength(10));
    const pages = screen.getByRole('navigation', { name: '分页' });
    expect(within(pages).getByRole('textbox')).toHaveValue('2');
    await events.click(within(pages).getByTitle('下一页'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  it('shows English names in English', async () => {
    await renderRoute(`/business/foreignTrade/3?keyword=${encodeURIComponent('前海')}`, {
      locale: 'en-US',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Container consolidators' }),
    ).toBeVisible();
    await waitFor(() => expect(cardNames()).toEqual([demoAccounts.consolidator.companyNameEn]));
    expect(screen.getByText('Certified')).toBeVisible();
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    const { events, router } = await renderRoute('/business/foreignTrade/4?keyword=zzzz');
    expect(await screen.findByText('没有符合条件的企业')).toBeVisible();
    const clear = screen.getAllByRole('button', { name: '清除筛选' }).at(-1) as HTMLElement;
    await events.click(clear);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(cardNames()).toHaveLength(10));
  });

  it.each(['0', '5', 'abc'])('gives the unknown category %s a not-found state', async (id) => {
    await renderRoute(`/business/foreignTrade/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '没有这个企业分类' }),
    ).toBeVisible();
    expect(screen.getByText(`地址中的分类“${id}”不存在。请从下面的分类中选择：`)).toBeVisible();
    const categories = screen.getByRole('navigation', { name: '企业分类' });
    expect(within(categories).getByRole('link', { name: '集卡车队' })).toHaveAttribute(
      'href',
      '/business/foreignTrade/4',
    );
    expect(within(categories).getByRole('link', { name: '外贸企业' })).toHaveAttribute(
      'href',
      '/business/foreignTrade/1',
    );
  });

  it('shows a failure with Retry, which loads the list', async () => {
    server.use(
      http.get(
        `*${DirectoryApi.page}`,
        () => HttpResponse.json({ code: 5000, message: '服务器内部错误', data: null }),
        { once: true },
      ),
    );
    const { events } = await renderRoute('/business/foreignTrade/1');

    expect(await screen.findByText('企业列表加载失败')).toBeVisible();
    await events.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(cardNames()).toHaveLength(10));
    expect(screen.queryByText('企业列表加载失败')).not.toBeInTheDocument();
  });
});
