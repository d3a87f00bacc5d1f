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
  /** Also used as the page's meta description. */
  descriptionId?: MessageId;
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
