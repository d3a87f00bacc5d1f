/**
 * A members' page while the stored session is being confirmed (the current-user call not yet
 * answered): a page index.html paints for members keeps its heading, and its section's menu, where
 * the first screen drew them, with the wait said below; the page follows once the member is known.
 */
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';

import { SessionApi } from '@/contract/auth/paths';
import { API_PREFIX } from '@/contract/http';
import { server } from '@mock/node';

import { zhCN } from '../../utils/catalogues';
import { renderRoute } from '../../utils/render-route';

/** Holds the current-user call until `release` is called; then the mock answers it. */
function holdCurrentMember() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`*${API_PREFIX}${SessionApi.currentUser}`, async () => {
      await released;
      await delay(0);
      // Falls through to the mock's own handler.
      return undefined;
    }),
  );
  return release;
}

describe('a members’ page while the stored session is confirmed', () => {
  it('keeps the member centre’s heading and menu in place, the wait below, then shows the centre', async () => {
    const release = holdCurrentMember();
    await renderRoute('/user/personalCenter', { member: 'shipper', sessionPending: true });

    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: zhCN['menu.user.personalCenter'] }),
    ).toBeVisible();
    expect(within(main).getByText(zhCN['pages.user.personalCenter.description'])).toBeVisible();
    expect(within(main).getByRole('status')).toHaveTextContent(zhCN['layout.guard.checking']);
    const menu = within(main).getByRole('navigation', { name: zhCN['menu.user'] });
    expect(within(menu).getByRole('link', { name: zhCN['menu.user.invoice'] })).toHaveAttribute(
      'href',
      '/user/invoice',
    );

    release();
    expect(
      await within(main).findByRole('heading', { name: zhCN['center.links.title'] }),
    ).toBeVisible();
    expect(within(main).queryByText(zhCN['layout.guard.checking'])).not.toBeInTheDocument();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('keeps a page outside a section as a heading alone', async () => {
    const release = holdCurrentMember();
    await renderRoute('/business/myTenderBid', { member: 'shipper', sessionPending: true });

    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: zhCN['menu.business.myTenderBid'] }),
    ).toBeVisible();
    expect(within(main).queryByRole('navigation')).not.toBeInTheDocument();
    release();
    expect(
      await within(main).findByRole('heading', { name: zhCN['issuer.mine.title'] }),
    ).toBeVisible();
  });

  it('waits behind a spinner alone on a members’ page the first screen does not paint', async () => {
    const release = holdCurrentMember();
    await renderRoute('/coupon/myCoupon', { member: 'shipper', sessionPending: true });

    const main = screen.getByRole('main');
    expect(within(main).getByRole('status')).toHaveTextContent(zhCN['layout.guard.checking']);
    expect(within(main).queryByRole('heading')).not.toBeInTheDocument();
    release();
    expect(
      await within(main).findByRole('heading', { level: 1, name: zhCN['menu.coupon.myCoupon'] }),
    ).toBeVisible();
  });
});
