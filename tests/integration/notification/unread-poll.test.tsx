import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { StorageKeys } from '@/config/constants';
import { API_PREFIX } from '@/contract/http';
import { NotificationApi } from '@/contract/notification/paths';
import { UNREAD_POLL_MS } from '@/features/notification/hooks/use-unread-count';
import { appStorage } from '@/lib/storage';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';
import { clearNotifications, raise } from './notifications';

const UNREAD = `*${API_PREFIX}${NotificationApi.unread}`;
const header = () => screen.getAllByRole('banner')[0] as HTMLElement;

/** Counts the unread-count reads that reach the server (each then goes on to the mock). */
function countUnreadReads() {
  const reads = { count: 0 };
  server.use(
    http.get(UNREAD, () => {
      reads.count += 1;
      return undefined;
    }),
  );
  return reads;
}

/** Shows or hides the page, as the browser does when the member changes tabs. */
function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('the unread-count poll', () => {
  it('names the bell as loading until its first count arrives', async () => {
    clearNotifications('shipper');
    raise('shipper', 'certificationApproved', { type: 'certification' });
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(UNREAD, async () => {
        await held;
        return undefined;
      }),
    );
    onTestFinished(answer);
    await renderRoute('/', { member: 'shipper' });

    const bell = await within(header()).findByRole('button', {
      name: '消息通知，正在读取未读数量',
    });
    answer();
    await waitFor(() => expect(bell).toHaveAccessibleName('消息通知，1 条未读'));
  });

  it('says the count cannot be read when its first read fails, never "none unread"', async () => {
    server.use(http.get(UNREAD, () => HttpResponse.json({ code: 5000, message: '服务器繁忙' })));
    await renderRoute('/', { member: 'shipper' });

    expect(
      await within(header()).findByRole('button', {
        name: '消息通知，未读数量暂时无法读取',
      }),
    ).toBeVisible();
  });

  it('ends the session when the server refuses the poll’s token (4098), as any call does', async () => {
    server.use(
      http.get(UNREAD, () => HttpResponse.json({ code: 4098, message: '登录已过期，请重新登录' })),
    );
    const { router } = await renderRoute('/business/market', {
      member: 'shipper',
      sessionPending: true,
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(appStorage.get(StorageKeys.token)).toBeUndefined();
  });

  it('stops while the tab is hidden and reads again when it is shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await renderRoute('/', { member: 'shipper' });
    await within(header()).findByRole('button', { name: /条未读|没有未读/ });
    const reads = countUnreadReads();

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3));
    expect(reads.count).toBe(0);

    // Shown again: read at once (the poll resumes, and a shown page reads again as on focus).
    setVisibility('visible');
    await waitFor(() => expect(reads.count).toBeGreaterThan(0));
  });

  it('stops at logout, and the count shared with the other tabs is removed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { events, member } = await renderRoute('/', { member: 'shipper' });
    await within(header()).findByRole('button', { name: /条未读|没有未读/ });
    await waitFor(() => expect(appStorage.get(StorageKeys.notificationUnread)).toBeDefined());
    const reads = countUnreadReads();

    const name = member?.nickname || member?.username || '';
    await events.click(await screen.findByRole('button', { name: new RegExp(name) }));
    await events.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('link', { name: '登录' })).toBeVisible();

    expect(appStorage.get(StorageKeys.notificationUnread)).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3));
    expect(reads.count).toBe(0);
  });
});
