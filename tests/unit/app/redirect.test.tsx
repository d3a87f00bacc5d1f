import { act, render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { Redirect } from '@/app/guards/redirect';

import type { ReactNode } from 'react';

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has settled at `pathname`. */
function settledAt(router: Router, pathname: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.navigation.state !== 'idle' || state.location.pathname !== pathname) return;
      stop();
      resolve();
    });
  });
}

describe('Redirect', () => {
  it('leaves an address reached again by Back while its first redirect was lost to another navigation', async () => {
    let showTarget: (module: { Component: () => ReactNode }) => void = () => undefined;
    const targetLoaded = new Promise<{ Component: () => ReactNode }>((resolve) => {
      showTarget = resolve;
    });
    // The browser's history, as in the app: each visit to an entry is a new location (same key).
    window.history.replaceState(null, '', '/members');
    const router = createBrowserRouter([
      { path: '/members', element: <Redirect to="/target" /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
      { path: '/target', lazy: () => targetLoaded },
    ]);
    render(<RouterProvider router={router} />);
    // The redirect has started; its target is still loading.
    await act(() => Promise.resolve());
    expect(router.state.navigation.location?.pathname).toBe('/target');

    // Another navigation wins, and Back returns to the same history entry before React has shown
    // anything in between: the redirect on screen is the one that already ran.
    await act(async () => {
      await router.navigate('/elsewhere');
      const back = settledAt(router, '/members');
      await router.navigate(-1);
      await back;
    });
    expect(router.state.location.pathname).toBe('/members');

    showTarget({ Component: () => <h1>target</h1> });
    expect(await screen.findByRole('heading', { name: 'target' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/target');
    router.dispose();
  });
});
