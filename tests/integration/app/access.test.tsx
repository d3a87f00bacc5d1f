import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { createRoutes } from '@/app/routes';
import { SessionApi } from '@/contract/auth/paths';
import { useSession } from '@/lib/session';
import { server } from '@mock/node';

import { renderRoute } from '../../utils/render-route';

import type { ReactNode } from 'react';

describe('route access', () => {
  it('sends a visitor opening a logged-in page to login with the full return address', async () => {
    const { router } = await renderRoute('/business/payment?orderNo=T100#summary');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const reject = new URLSearchParams(router.state.location.search).get('reject');
    expect(reject).toBe(`${window.location.origin}/business/payment?orderNo=T100#summary`);
  });

  it('sends a visitor opening a shipper-only page to login', async () => {
    const { router } = await renderRoute('/business/tenderIssue');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a shipper the 403 page naming forwarders and consolidators on /business/quote', async () => {
    await renderRoute('/business/quote', { member: 'shipper' });

    expect(await screen.findByRole('heading', { level: 1, name: '无权访问此页面' })).toBeVisible();
    expect(screen.getByText(/此页面仅供货代企业和集拼企业使用/)).toBeVisible();
    expect(screen.getByText(/你当前登录的是外贸企业账户/)).toBeVisible();
  });

  it('says in English whom a shipper-only page is for when a forwarder opens it', async () => {
    await renderRoute('/business/tenderIssue', { member: 'forwarder', locale: 'en-US' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You cannot open this page' }),
    ).toBeVisible();
    expect(screen.getByText(/This page is for foreign-trade enterprises only/)).toBeVisible();
    expect(screen.getByText(/logged in with a freight forwarder account/)).toBeVisible();
  });

  it('shows a shipper the shipper-only page', async () => {
    await renderRoute('/business/tenderIssue', { member: 'shipper' });
    expect(await screen.findByRole('heading', { level: 1, name: '发布招标' })).toBeVisible();
  });

  it('shows a consolidator the carrier-only page', async () => {
    await renderRoute('/coupon/couponVerification', { member: 'consolidator' });
    expect(await screen.findByRole('heading', { level: 1, name: '优惠券核销' })).toBeVisible();
  });

  it('offers a retry when the stored session cannot be confirmed, and shows the page after it', async () => {
    let failing = true;
    server.use(
      http.get(`*${SessionApi.currentUser}`, () =>
        failing ? new HttpResponse(null, { status: 503 }) : undefined,
      ),
    );
    const { events } = await renderRoute('/user/personalCenter', {
      member: 'shipper',
      sessionPending: true,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: '暂时无法确认你的登录状态' }),
    ).toBeVisible();

    failing = false;
    await events.click(screen.getByRole('button', { name: '重试' }));

    // The page's heading already stands while the session is checked again (the first screen's
    // continuity): the centre is shown once one of its own sections is.
    expect(await screen.findByRole('heading', { name: '常用功能' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: '账户概览' })).toBeVisible();
    expect(screen.queryByTestId('session-checking')).not.toBeInTheDocument();
  });
});

describe('a member who logged out in this tab', () => {
  it('is sent home from every members-only address it reaches, even one reached before the first redirect ended', async () => {
    let showHome: (module: { Component: () => ReactNode }) => void = () => undefined;
    const homeLoaded = new Promise<{ Component: () => ReactNode }>((resolve) => {
      showHome = resolve;
    });
    function MemberPage() {
      const session = useSession();
      return (
        <button type="button" onClick={() => void session.logout()}>
          log out here
        </button>
      );
    }
    const member = { titleId: 'menu.user', auth: true } as const;
    const routes = createRoutes([
      { index: true, lazy: () => homeLoaded, handle: { titleId: 'menu.home' } },
      { path: '/user/a', element: <MemberPage />, handle: member },
      { path: '/user/b', element: <MemberPage />, handle: member },
    ]);
    const { router, events } = await renderRoute('/user/a', { member: 'shipper', routes });

    await events.click(await screen.findByRole('button', { name: 'log out here' }));
    // The way home is still loading when Back (or a link) reaches another members-only page.
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/'));
    await act(() => router.navigate('/user/b'));
    expect(router.state.location.pathname).toBe('/user/b');

    showHome({ Component: () => <h1>home</h1> });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'home' })).toBeVisible();
  });
});
