import { useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';

import type { UserType } from '@/contract/common/user';
import type { MessageId } from '@/locales/message-id';

/** One entry of a section's side menu, taken from the route table. */
export interface SectionMenuItem {
  href: string;
  titleId: MessageId;
}

/** Per-route metadata in `handle`: drives the document title, the menus and the guards. */
export interface RouteHandle {
  titleId: MessageId;
  /**
   * The page's description, also its meta description: `pages.<key>.description` for a page of the
   * route modules, which a page without one (about, contact, terms) does not have in the catalogue.
   */
  descriptionId?: string;
  /** The page needs a logged-in member. Implied by `userTypes`. */
  auth?: boolean;
  /** Only these user types may open the page. */
  userTypes?: readonly UserType[];
  /** Set on a section's parent route: the pages of its side menu. */
  section?: readonly SectionMenuItem[];
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleId' in value;
}

/** The handle of the deepest matched route that has one. */
export function deepestHandle(matches: readonly { handle: unknown }[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** The page's heading as its route names it: its title and, when the catalogue has one, its description. */
export interface RouteHeading {
  titleId: MessageId;
  descriptionId?: MessageId;
}

/**
 * The deepest matched route's heading (under a data router): what the document title, the meta
 * description and a page's waiting heading (the one index.html paints) all say.
 */
export function useRouteHeading(): RouteHeading | undefined {
  const messages = useIntl().messages;
  const handle = deepestHandle(useMatches());
  if (!handle) return undefined;
  const { titleId, descriptionId } = handle;
  return descriptionId && descriptionId in messages
    ? { titleId, descriptionId: descriptionId as MessageId }
    : { titleId };
}
