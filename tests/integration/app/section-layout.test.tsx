import { screen, waitFor, within } from '@testing-library/react';

import { renderRoute } from '../../utils/render-route';

describe('section layout', () => {
  it('lists the /tool pages in a side menu and marks the current one', async () => {
    const { router, events } = await renderRoute('/tool/shipDate');
    const menu = within(screen.getByRole('navigation', { name: '航运工具' }));

    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '船期查询',
      '海关编码查询',
    ]);
    expect(menu.getByRole('link', { name: '船期查询' })).toHaveAttribute('aria-current', 'page');

    await events.click(menu.getByRole('link', { name: '海关编码查询' }));
    expect(await screen.findByRole('heading', { level: 1, name: '海关编码查询' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/tool/customs');
  });

  it('lists the member centre pages for a member', async () => {
    await renderRoute('/user/invoice', { member: 'shipper', locale: 'en-US' });
    const menu = within(await screen.findByRole('navigation', { name: 'Member centre' }));

    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Account overview',
      'Company profile',
      'Invoices',
      'Favourites',
      'Notifications',
      'Shipments',
    ]);
  });

  it.each([
    ['/other', '/other/about'],
    ['/tool', '/tool/shipDate'],
  ])('sends %s to its first page', async (url, first) => {
    const { router } = await renderRoute(url);
    await waitFor(() => expect(router.state.location.pathname).toBe(first));
  });

  it('sends /coupon to the coupon centre', async () => {
    const { router } = await renderRoute('/coupon', { member: 'shipper' });
    expect(await screen.findByRole('heading', { level: 1, name: '领券中心' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/coupon/couponCollectionCenter');
  });
});
