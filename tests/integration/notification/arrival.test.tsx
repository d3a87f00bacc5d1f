import { act, screen, within } from '@testing-library/react';

import { UNREAD_POLL_MS } from '@/features/notification/hooks/use-unread-count';
import { advanceClock } from '@mock/core/clock';

import { renderRoute } from '../../utils/render-route';
import { clearNotifications, raise } from './notifications';

afterEach(() => {
  vi.useRealTimers();
});

describe('notification arrival', () => {
  it('tells two notifications of one poll once: one polite announcement, one grouped toast', async () => {
    // The poll's timer only: the page's other waits run as they would.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    clearNotifications('shipper');
    raise('shipper', 'certificationApproved', { type: 'certification' });
    await renderRoute('/', { member: 'shipper' });
    const header = screen.getAllByRole('banner')[0] as HTMLElement;
    await within(header).findByRole('button', { name: '消息通知，1 条未读' });
    // The first read tells nothing: the member has not missed those.
    expect(screen.queryByText(/条新通知/)).not.toBeInTheDocument();

    raise(
      'shipper',
      'orderPaid',
      { type: 'order', id: 'OD1' },
      { orderNo: 'OD1', party: '甲', amount: '1' },
    );
    advanceClock(1_000);
    raise('shipper', 'invoiceIssued', { type: 'invoice', id: 'I1' }, { invoiceNo: '0440' });
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));

    expect(await within(header).findByRole('button', { name: '消息通知，3 条未读' })).toBeVisible();
    const toasts = await screen.findAllByText('收到 2 条新通知');
    expect(toasts).toHaveLength(1);
    expect(screen.getByText('发票 0440 已开具，可下载 PDF。')).toBeVisible();
    const live = within(header).getByText(/^收到 2 条新通知/);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('收到 2 条新通知: 发票 0440 已开具，可下载 PDF。');
  });
});
