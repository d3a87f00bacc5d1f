import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet, useLocation, useMatches } from 'react-router-dom';

import { useCurrentInView } from '@/hooks/use-current-in-view';
import { isRouteHandle, type RouteHandle, type SectionMenuItem } from '@/lib/route-handle';
import type { MessageId } from '@/locales/message-id';

import type { ReactNode } from 'react';

/** The nearest matched route that defines a section menu. */
function useSectionHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle.section) return handle;
  }
  return undefined;
}

interface SectionFrameProps {
  /** The section's title and pages; without them, the content alone in the section's column. */
  menu: { titleId: MessageId; items: readonly SectionMenuItem[] } | undefined;
  children: ReactNode;
}

/**
 * A section's side menu of its pages beside `children`. On narrow screens the menu becomes a row of
 * tabs above the page (CSS only, same links), scrolled to show the page's own.
 */
export function SectionFrame({ menu, children }: SectionFrameProps) {
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  useCurrentInView(list, useLocation().pathname);
  return (
    <div className="section-layout">
      {menu && (
        <nav className="section-layout__menu" aria-label={intl.formatMessage({ id: menu.titleId })}>
          <p className="section-layout__title" aria-hidden>
            <FormattedMessage id={menu.titleId} />
          </p>
          <ul ref={list} className="section-layout__list">
            {menu.items.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end className="section-layout__link">
                  <FormattedMessage id={item.titleId} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="section-layout__content">{children}</div>
    </div>
  );
}

/** /user, /other and /tool: the section's side menu beside the page. */
export function SectionLayout() {
  const section = useSectionHandle();
  return (
    <SectionFrame menu={section?.section && { titleId: section.titleId, items: section.section }}>
      <Outlet />
    </SectionFrame>
  );
}
