import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';

import { AppRoot } from '@/app/app';
import { createRoutes, type AppRoute } from '@/app/routes';
import type { AppLocale } from '@/config/constants';
import type { Member } from '@/contract/member/types';
import { loadCatalogue } from '@/lib/i18n/catalogue';
import { setLocale } from '@/lib/i18n/locale';
import { setStoredMember, setTokens } from '@/lib/session';

import { WithoutAntdStyles } from './antd-styles';

/** The demo accounts; `newbie` is a shipper whose enterprise is not certified yet. */
export type DemoMember = 'shipper' | 'forwarder' | 'consolidator' | 'newbie';

export interface RenderRouteOptions {
  /** Log in as this demo account before rendering (tokens issued by the mock, member stored). */
  member?: DemoMember;
  /** Defaults to zh-CN. */
  locale?: AppLocale;
  /** Replaces the route table (e.g. to add a page that fails); defaults to the app's. */
  routes?: AppRoute[];
  /**
   * Returns while the stored session is still being confirmed (a test that holds or refuses the
   * answer); otherwise a member's test starts once the header names the member.
   */
  sessionPending?: boolean;
}

/**
 * Renders the app at `url` with its real providers, route table and the mock back end, and waits
 * until the first catalogue is loaded and the page's lazy component has resolved.
 */
export async function renderRoute(url: string, options: RenderRouteOptions = {}) {
  const { member, locale = 'zh-CN', routes, sessionPending = false } = options;
  setLocale(locale, { reload: false });
  // The catalogue store outlives a test; load this test's locale before the first render.
  await loadCatalogue(locale);

  let loggedIn: Member | undefined;
  if (member) {
    const { createSessionFor } = await import('@mock/testing');
    const session = createSessionFor(member);
    setTokens(session);
    setStoredMember(session.member);
    loggedIn = session.member;
  }

  const router = createMemoryRouter(routes ?? createRoutes(), { initialEntries: [url] });
  // user-event checks `pointer-events` on every ancestor before each pointer action; without style
  // sheets (see WithoutAntdStyles) only inline styles could set it, and the check is a third of the
  // time of a form-filling test in jsdom.
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(<AppRoot router={router} />, { wrapper: WithoutAntdStyles });

  await screen.findByRole('banner', undefined, { timeout: 10_000 });
  await waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 10_000 },
  );
  // The router is ready before React has rendered its new state, and a members' page renders once
  // the session is confirmed (as a transition, a moment after the answer).
  await waitFor(
    () => {
      expect(screen.queryByTestId('route-loading')).not.toBeInTheDocument();
      if (!sessionPending) expect(screen.queryByTestId('session-checking')).not.toBeInTheDocument();
    },
    { timeout: 10_000 },
  );

  // A public page shows a member's own sections once the session is confirmed, as a transition
  // after its own answers may have rendered: a test of what a member sees starts from there.
  if (loggedIn && !sessionPending) await sessionConfirmed(loggedIn);

  return { ...view, router, member: loggedIn, events };
}

/**
 * Waits until the header names the member the page was rendered for: the session is confirmed, so
 * what that member may not see can be asserted absent (while the session loads, members-only offers
 * are hidden from everyone).
 */
async function sessionConfirmed(member: Member) {
  const name = member.nickname || member.username;
  // The app's header is the first banner (jsdom also counts a card's <header> as one).
  const header = screen.getAllByRole('banner')[0] as HTMLElement;
  await within(header).findByText(name, undefined, { timeout: 10_000 });
}
