import { createBrowserRouter } from 'react-router-dom';

import { listenForPreloadErrors } from './lazy/chunk-recovery';
import { createRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let browserRouter: AppRouter | undefined;

/** The app's router: browser history, base path `/`. Created on first use. */
export function getBrowserRouter(): AppRouter {
  if (!browserRouter) {
    listenForPreloadErrors();
    browserRouter = createBrowserRouter(createRoutes(), { basename: '/' });
  }
  return browserRouter;
}
