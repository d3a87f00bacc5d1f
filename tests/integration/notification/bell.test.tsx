import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';

import { NotificationApi } from '@/contract/notification/paths';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';
import { clearNotifications, isRead, raise } from './notifications';

const header = () => screen.getAllByRole('banner')[0] as HTMLElement;
const bell = (name: RegExp | string) => within(header()).findByRole('button', { name });

describe('notification bell', () => {
  it('shows no bell to a visitor', async () => {
    await renderRoute('/');
    expect(await screen.findByRole('link', { name: '登录' })).toBeVisible();
    expect(within(header()).queryByRole('button', { name: /消息通知/ })).not.toBeInTheDocument();
  });

  it('shows a member the unread count in its name and opens the latest, unread marked', async () => {
    clearNotifications('shipper');
    raise('shipper', 'certificationApproved', { type: 'certification' });
    raise(
      'shipper',
      'bidReceived',
      { type: 'tender', id: 't-1' },
      { party: '宁波货代', tenderNo: 'TD001', tenderTitle: '上海至洛杉矶', amount: '1200' },
    );
    const { events } = await renderRoute('/', { member: 'shipper' });

    const button = await bell('消息通知，2 条未读');
    await events.click(button);
    const panel = await screen.findByRole('dialog', { name: '最新通知' });
    const link = await within(panel).findByRole('link', {
      // Money is written with a no-break space after its code.
      name: '未读：宁波货代 对招标 TD001「上海至洛杉矶」提交了报价，总价 CNY\u00a01,200.00。',
    });
    expect(link).toHaveAttribute('href', '/business/myTenderBid?tenderId=t-1');
    expect(within(panel).getByRole('link', { name: '查看全部通知' })).toHaveAttribute(
      'href',
      '/user/notifications',
    );
    await waitFor(() => expect(panel).toHaveFocus());

    await events.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '最新通知' })).not.toBeInTheDocument(),
    );
    expect(button).toHaveFocus();
  });

  it('paints the pressed bell first and draws its panel in the frame after', async () => {
    clearNotifications('shipper');
    raise('shipper', 'certificationApproved', { type: 'certification' });
    await renderRoute('/', { member: 'shipper' });
    const button = await bell('消息通知，1 条未读');

    fireEvent.click(button);
    // The press's own frame: the bell, no panel yet.
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: '最新通知' })).not.toBeInTheDocument();

    const panel = await screen.findByRole('dialog', { name: '最新通知' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', panel.id);
  });

  it('keeps the focus in the header order: Shift+Tab from the panel is the bell, Tab past its end the next header control', async () => {
    clearNotifications('shipper');
    raise('shipper', 'certificationApproved', { type: 'certification' });
    const { events } = await renderRoute('/', { member: 'shipper' });
    const button = await bell('消息通知，1 条未读');
    // The header's stop after the bell, as the header lays them out.
    const stops = within(header()).getAllByRole('button');
    const after = stops[stops.indexOf(button) + 1];
    expect(after).toBeDefined();

    await events.click(button);
    const panel = await screen.findByRole('dialog', { name: '最新通知' });
    await waitFor(() => expect(panel).toHaveFocus());
    await events.keyboard('{Shift>}{Tab}{/Shift}');
    expect(button).toHaveFocus();
    expect(panel).toBeInTheDocument();

    // The panel follows the bell: Tab from the bell enters it, and Tab past its last stop (the full
    // list) leaves it for the header's next control, closing it.
    await events.tab();
    expect(within(panel).getByRole('button', { name: '全部标为已读' })).toHaveFocus();
    within(panel).getByRole('link', { name: '查看全部通知' }).focus();
    await events.tab();
    expect(after).toHaveFocus();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '最新通知' })).not.toBeInTheDocument(),
    );
  });

  it('closes on a press outside, and stays open when a page arrives under it', async () => {
    clearNotifications('shipper');
    raise('shipper', 'certificationApproved', { type: 'certification' });
    const { events, router } = await renderRoute('/', { member: 'shipper' });

    await events.click(await bell('消息通知，1 条未读'));
    await screen.findByRole('dialog', { name: '最新通知' });
    // The app moves the focus to a page that arrives (its main, not a tab stop).
    await router.navigate('/business/market');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(screen.getByRole('dialog', { name: '最新通知' })).toBeVisible();

    await events.click(screen.getByRole('main'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '最新通知' })).not.toBeInTheDocument(),
    );
  });

  it('marks a notification read when its link is followed, and the count falls', async () => {
    clearNotifications('forwarder');
    const id = raise(
      'forwarder',
      'couponRedeemed',
      { type: 'coupon', id: 'C1' },
      { couponName: '满减券' },
    );
    raise('forwarder', 'certificationApproved', { type: 'certification' });
    const { events, router } = await renderRoute('/', { member: 'forwarder' });

    await events.click(await bell('消息通知，2 条未读'));
    const panel = await screen.findByRole('dialog', { name: '最新通知' });
    await events.click(await within(panel).findByRole('link', { name: /满减券/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/coupon/myCoupon'));
    await waitFor(() => expect(isRead(id)).toBe(true));
    expect(await bell('消息通知，1 条未读')).toBeVisible();
  });

  it('shows a followed notification read when the panel opens again, before the list is read again', async () => {
    clearNotifications('forwarder');
    raise('forwarder', 'couponRedeemed', { type: 'coupon', id: 'C1' }, { couponName: '满减券' });
    raise('forwarder', 'certificationApproved', { type: 'certification' });
    const { events } = await renderRoute('/', { member: 'forwarder' });

    await events.click(await bell('消息通知，2 条未读'));
    let panel = await screen.findByRole('dialog', { name: '最新通知' });
    await events.click(await within(panel).findByRole('link', { name: /满减券/ }));
    const bellNow = await bell('消息通知，1 条未读');
    // The list is not read again in time: the panel shows the one of the last opening.
    server.use(http.get(`*${NotificationApi.page}`, () => delay('infinite'), { once: true }));
    await events.click(bellNow);
    panel = await screen.findByRole('dialog', { name: '最新通知' });
    expect(await within(panel).findByRole('link', { name: /满减券/ })).not.toHaveAccessibleName(
      /^未读：/,
    );
  });

  it('marks all read from the panel', async () => {
    clearNotifications('shipper');
    raise('shipper', 'certificationApproved', { type: 'certification' });
    raise('shipper', 'orderPaid', { type: 'order', id: 'OD1' }, { orderNo: 'OD1', amount: '5' });
    const { events } = await renderRoute('/', { member: 'shipper' });

    await events.click(await bell('消息通知，2 条未读'));
    const panel = await screen.findByRole('dialog', { name: '最新通知' });
    await events.click(within(panel).getByRole('button', { name: '全部标为已读' }));

    expect(await bell('消息通知，没有未读')).toBeVisible();
    expect(await screen.findByText('已将 2 条标为已读')).toBeVisible();
  });

  it('takes the count another tab read', async () => {
    clearNotifications('shipper');
    raise('shipper', 'certificationApproved', { type: 'certification' });
    const { member } = await renderRoute('/', { member: 'shipper' });
    await bell('消息通知，1 条未读');

    const { StorageKeys } = await import('@/config/constants');
    const { appStorage } = await import('@/lib/storage');
    appStorage.set(StorageKeys.notificationUnread, { memberId: member?.id, count: 7 });
    window.dispatchEvent(
      new StorageEvent('storage', { key: appStorage.fullKey(StorageKeys.notificationUnread) }),
    );

    expect(await bell('消息通知，7 条未读')).toBeVisible();
  });
});
