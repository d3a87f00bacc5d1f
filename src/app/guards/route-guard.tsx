import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';

import { PageSpinner } from '@/components/page-spinner';
import { useSession } from '@/lib/session';
import ForbiddenPage from '@/pages/forbidden';

import { paths } from '../../config/paths';
import { fullHref } from '../location';
import { deepestHandle } from '../route-handle';
import { decideAccess } from './access';
import { SessionUnconfirmed } from './session-unconfirmed';

/** Applies the deepest route's access rules (auth, userTypes) before its page is shown. */
export function RouteGuard() {
  const session = useSession();
  const location = useLocation();
  const handle = deepestHandle(useMatches());

  switch (decideAccess(handle, session)) {
    case 'allow':
      return <Outlet />;
    case 'wait':
      return <PageSpinner labelId="layout.guard.checking" />;
    // Keyed by the address: when another address is reached before a redirect has ended (its
    // target still loading), the redirect on screen must run again, or that address is never left.
    case 'login':
      return <Navigate key={location.key} to={paths.login.href(fullHref(location))} replace />;
    case 'home':
      return <Navigate key={location.key} to={paths.home.href()} replace />;
    case 'unconfirmed':
      return <SessionUnconfirmed reload={session.reload} />;
    case 'forbidden':
      return <ForbiddenPage allowed={handle?.userTypes ?? []} current={session.member?.userType} />;
  }
}
