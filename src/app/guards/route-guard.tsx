import { Outlet, useLocation, useMatches } from 'react-router-dom';

import { deepestHandle } from '@/lib/route-handle';
import { useSession } from '@/lib/session';

import { paths } from '../../config/paths';
import { fullHref } from '../location';
import { PageWaiting } from '../page-waiting';
import { decideAccess } from './access';
import { ForbiddenPage } from './forbidden-page';
import { Redirect } from './redirect';
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
      return <PageWaiting labelId="layout.guard.checking" testId="session-checking" />;
    case 'login':
      return <Redirect to={paths.login.href(fullHref(location))} />;
    case 'home':
      return <Redirect to={paths.home.href()} />;
    case 'unconfirmed':
      return <SessionUnconfirmed reload={session.reload} />;
    case 'forbidden':
      return <ForbiddenPage allowed={handle?.userTypes ?? []} current={session.member?.userType} />;
  }
}
