import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

import { useSession } from '@/lib/session';

import { paths } from '../../config/paths';
import { fullHref } from '../location';
import { MemberMenu } from './member-menu';

const AUTH_PAGES = new Set([paths.login.path, paths.register.path, paths.retrievePassword.path]);

/** The member centre, plainly: in place of a member menu that failed. */
export function AccountLink() {
  return (
    <Link to={paths.user.personalCenter.href()} className="link-button">
      <FormattedMessage id="layout.member.center" />
    </Link>
  );
}

/** Login and register links for a visitor, the member menu for a member. */
export function AuthActions({ inline, onNavigate }: { inline?: boolean; onNavigate?: () => void }) {
  const { status, member } = useSession();
  const location = useLocation();

  if (status === 'authenticated' && member) {
    return <MemberMenu member={member} inline={inline} onNavigate={onNavigate} />;
  }
  if (status === 'loading') return null;

  // Come back here after logging in, unless already on an auth page.
  const reject = AUTH_PAGES.has(location.pathname) ? undefined : fullHref(location);
  return (
    <div className="auth-actions">
      <Link
        to={paths.login.href(reject)}
        className="link-button link-button--primary"
        onClick={onNavigate}
      >
        <FormattedMessage id="menu.login" />
      </Link>
      <Link to={paths.register.href()} className="link-button" onClick={onNavigate}>
        <FormattedMessage id="menu.register" />
      </Link>
    </div>
  );
}
