import { screen, waitFor } from '@testing-library/react';

import { db } from '@mock/core/store';
import { demoAccounts } from '@mock/testing';

import { renderRoute } from '../../../utils/render-route';

const openTender = () => {
  const tender = Object.values(db.tenders).find((row) => row.status === 'open');
  if (!tender) throw new Error('no open tender in the seed');
  return tender;
};

describe('FavouriteButton on the tender detail', () => {
  it('sends a visitor to log in and back to this tender', async () => {
    const tender = openTender();
    const view = await renderRoute(`/business/tendering/${tender.id}?from=home`);
    await view.events.click(await screen.findByRole('button', { name: `收藏${tender.title}` }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(view.router.state.location.search).get('reject')).toBe(
      `/business/tendering/${tender.id}?from=home`,
    );
  });

  it('lets a member favourite and unfavourite the tender (aria-pressed)', async () => {
    const tender = openTender();
    const mine = () =>
      Object.values(db.favourites).some(
        (row) => row.memberId === demoAccounts.consolidator.memberId && row.targetId === tender.id,
      );
    const view = await renderRoute(`/business/tendering/${tender.id}`, { member: 'consolidator' });
    const add = await screen.findByRole('button', { name: `收藏${tender.title}` });
    await waitFor(() => expect(add).toBeEnabled());
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await view.events.click(add);
    const remove = await screen.findByRole('button', { name: `取消收藏${tender.title}` });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(mine()).toBe(true);
    await view.events.click(remove);
    expect(await screen.findByRole('button', { name: `收藏${tender.title}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(mine()).toBe(false);
  });
});
