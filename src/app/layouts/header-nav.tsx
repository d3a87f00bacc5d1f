import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

import { navItems } from './nav-items';

interface HeaderNavProps {
  /** `bar` in the header, `list` in the narrow-screen drawer. */
  variant: 'bar' | 'list';
  onNavigate?: () => void;
}

/** The header's navigation (nav-items.ts); the current area is marked with aria-current. */
export function HeaderNav({ variant, onNavigate }: HeaderNavProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);

  return (
    <nav
      className={`header-nav header-nav--${variant}`}
      aria-label={intl.formatMessage({ id: 'layout.nav.label' })}
    >
      <ul className="header-nav__list">
        {navItems.map((item) => {
          const active = item.isActive(pathname, query);
          return (
            <li key={item.key}>
              <Link
                to={item.href}
                className="header-nav__link"
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                <FormattedMessage id={item.labelId} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
