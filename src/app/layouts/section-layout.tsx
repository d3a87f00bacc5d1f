import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet, useMatches } from 'react-router-dom';

import { isRouteHandle, type RouteHandle } from '../route-handle';

/** The nearest matched route that defines a section menu. */
function useSectionHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle.section) return handle;
  }
  return undefined;
}

/**
 * /user, /other and /tool: a side menu of the section's pages beside the page. On narrow screens the
 * menu becomes a row of tabs above the page (CSS only, same links).
 */
export function SectionLayout() {
  const intl = useIntl();
  const section = useSectionHandle();

  return (
    <div className="section-layout">
      {section?.section && (
        <nav
          className="section-layout__menu"
          aria-label={intl.formatMessage({ id: section.titleId })}
        >
          <p className="section-layout__title" aria-hidden>
            <FormattedMessage id={section.titleId} />
          </p>
          <ul className="section-layout__list">
            {section.section.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end className="section-layout__link">
                  <FormattedMessage id={item.titleId} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="section-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
