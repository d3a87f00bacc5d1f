import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { FavouriteApi } from '@/contract/favourite/paths';
import { API_PREFIX } from '@/contract/http';
import { db } from '@mock/core/store';
import { GONE_LISTING_ID } from '@mock/domains/favourite/seed';
import { server } from '@mock/node';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../utils/render-route';

const shipperFavourites = (kind: string) =>
  Object.values(db.favourites).filter(
    (row) => row.memberId === demoAccounts.shipper.memberId && row.kind === kind,
  );

describe('/user/myCollect', () => {
  it('lists my favourite tenders with counts per kind, each linking to its tender', async () => {
    await renderRoute('/user/myCollect', { member: 'shipper' });
    const tenders = shipperFavourites('tender');
    const first = db.tenders[tenders[0]?.targetId ?? ''];
    if (!first) throw new Error('the seed gave the shipper no favourite tender');
    expect(await screen.findByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/business/tendering/${first.id}`,
    );
    expect(await screen.findByRole('tab', { name: `招标（${tenders.length}）` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      screen.getByRole('tab', { name: `运价（${shipperFavourites('listing').length}）` }),
    ).toBeVisible();
  });

  it('keeps the kind in the address and shows a deleted listing as gone, removable', async () => {
    const view = await renderRoute('/user/myCollect', { member: 'shipper' });
    await view.events.click(await screen.findByRole('tab', { name: /^运价/ }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?kind=listing'));
    expect(await screen.findByText('该内容已不存在')).toBeVisible();
    await view.events.click(screen.getByRole('button', { name: '取消收藏：该内容已不存在' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已取消收藏“该内容已不存在”');
    expect(shipperFavourites('listing').some((row) => row.targetId === GONE_LISTING_ID)).toBe(
      false,
    );
    expect(screen.queryByRole('button', { name: /撤销/ })).not.toBeInTheDocument();
  });

  it('removes a favourite and undoes the removal', async () => {
    const view = await renderRoute('/user/myCollect?kind=news', {
      member: 'shipper',
      locale: 'en-US',
    });
    const favourite = shipperFavourites('news')[0];
    const title = db.news[favourite?.targetId ?? '']?.title.en ?? '';
    expect(await screen.findByRole('link', { name: title })).toBeVisible();
    await view.events.click(
      screen.getByRole('button', { name: `Remove from favourites: ${title}` }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(`Removed “${title}”`);
    expect(shipperFavourites('news').some((row) => row.targetId === favourite?.targetId)).toBe(
      false,
    );
    await view.events.click(screen.getByRole('button', { name: `Undo removing ${title}` }));
    expect(await screen.findByRole('link', { name: title })).toBeVisible();
    expect(shipperFavourites('news').some((row) => row.targetId === favourite?.targetId)).toBe(
      true,
    );
  });

  it('says when a kind is empty', async () => {
    await renderRoute('/user/myCollect?kind=enterprise', { member: 'consolidator' });
    expect(await screen.findByText('这里还没有收藏')).toBeVisible();
    expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute(
      'href',
      '/business/foreignTrade/1',
    );
  });

  it('shows a failure with a retry that loads the list', async () => {
    server.use(
      http.get(`*${API_PREFIX}${FavouriteApi.page}`, () =>
        HttpResponse.json({ code: 5000, message: '服务器内部错误，请稍后重试', data: null }),
      ),
    );
    const view = await renderRoute('/user/myCollect', { member: 'shipper' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('收藏没有加载成功');
    server.resetHandlers();
    await view.events.click(screen.getByRole('button', { name: '重试' }));
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('link').length).toBeGreaterThan(0));
  });
});
