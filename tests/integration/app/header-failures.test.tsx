import { screen, waitFor, within } from '@testing-library/react';

import { renderRoute } from '../../utils/render-route';

// Bugs in the header's parts, made on purpose: the bell's count and the member menu throw while
// rendering. Each part fails alone; the header, the page and the other part go on.
vi.mock('@/features/notification/hooks/use-unread-count', () => ({
  UNREAD_POLL_MS: 60_000,
  useUnreadCount: () => {
    throw new Error('the bell broke');
  },
}));
vi.mock('@/app/layouts/member-menu', () => ({
  MemberMenu: () => {
    throw new Error('the member menu broke');
  },
}));

describe('a header part that fails while rendering', () => {
  it('leaves the header, the page and the member centre link working', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoute('/business/market', { member: 'shipper', sessionPending: true });
    for (const part of ['the notification bell', 'the member menu']) {
      await waitFor(() =>
        expect(errors).toHaveBeenCalledWith(
          `[section] ${part} failed to render`,
          expect.any(Error),
          expect.any(String),
        ),
      );
    }

    const header = screen.getAllByRole('banner')[0] as HTMLElement;
    expect(await within(header).findByRole('link', { name: '会员中心' })).toHaveAttribute(
      'href',
      '/user/personalCenter',
    );
    expect(within(header).getByRole('navigation', { name: '主导航' })).toBeVisible();
    expect(within(header).queryByRole('button', { name: /消息通知/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByText('页面出错了')).not.toBeInTheDocument();
  });
});
