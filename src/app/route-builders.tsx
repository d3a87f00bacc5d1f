import { Navigate, type Params, type RouteObject } from 'react-router-dom';

import type { UserType } from '@/contract/common/user';
import { withAreas, type Area } from '@/lib/i18n/catalogue';
import type { RouteHandle, SectionMenuItem } from '@/lib/route-handle';
import { getToken } from '@/lib/session';
import type { MessageId } from '@/locales/message-id';

import { pathOf, paths, type PathKey } from '../config/paths';
import { needsLogin } from './guards/access';
import { SectionLayout } from './layouts/section-layout';
import { page, type PageImporter } from './lazy/page';
import { pageOnDemand } from './lazy/page-on-demand';
import { RouteErrorFallback } from './route-error';

/** A route whose metadata is typed. */
export type AppRoute = RouteObject & { handle?: RouteHandle; children?: AppRoute[] };

export type Access = Pick<RouteHandle, 'auth' | 'userTypes'>;

export const PUBLIC: Access = {};
export const MEMBER: Access = { auth: true };
/** Foreign-trade enterprises (shippers). */
export const SHIPPER: Access = { auth: true, userTypes: [1] satisfies UserType[] };
/** Freight forwarders and consolidators. */
export const CARRIER: Access = { auth: true, userTypes: [2, 3] satisfies UserType[] };

/**
 * A members' page: a visitor (no token stored, so the guard will send them to login) does not
 * download the page on the way; its chunk loads when the page first renders, after a log-in.
 */
function memberPage(importer: PageImporter) {
  const load = page(importer);
  return () => (getToken() ? load() : Promise.resolve({ Component: pageOnDemand(importer) }));
}

/** One lazily loaded page. */
export function leaf(
  path: string,
  importer: PageImporter,
  titleId: MessageId,
  descriptionId?: string,
  access: Access = PUBLIC,
): AppRoute {
  const lazy = needsLogin(access) ? memberPage(importer) : page(importer);
  return { path, lazy, handle: { titleId, descriptionId, ...access } };
}

/**
 * A route whose page's first request starts as the navigation begins (`startEarly`), beside the
 * page's code. The loader holds no data, so nothing is loaded again while the page stays open.
 */
export function startingEarly(
  route: AppRoute,
  start: (params: Params, url: URL) => void,
): AppRoute {
  return {
    ...route,
    loader: ({ params, request }) => {
      start(params, new URL(request.url));
      return null;
    },
    shouldRevalidate: () => false,
  };
}

/** The side menu of a section: its pages' paths and titles. */
function sectionMenu(children: readonly AppRoute[]): SectionMenuItem[] {
  return children.flatMap((child) =>
    child.path && child.handle ? [{ href: child.path, titleId: child.handle.titleId }] : [],
  );
}

/** /user, /other and /tool: one layout with a side menu; the index goes to the first page. */
export function section(path: string, titleId: MessageId, children: AppRoute[]): AppRoute {
  const first = children[0]?.path ?? paths.home.path;
  return {
    path,
    element: <SectionLayout />,
    handle: { titleId, section: sectionMenu(children) },
    children: [
      {
        // A page that throws is caught inside the section, so its side menu stays.
        errorElement: <RouteErrorFallback />,
        children: [{ index: true, element: <Navigate to={first} replace /> }, ...children],
      },
    ],
  };
}

/** The keys of `paths` whose page has a menu title (`menu.<key>`). */
export type PageKey = Extract<
  PathKey,
  MessageId extends infer Id ? (Id extends `menu.${infer Key}` ? Key : never) : never
>;

/**
 * One page of the app, as a domain's route module writes it: its key in `paths` gives the address,
 * the title (`menu.<key>`, also its entry in a section's side menu) and the description
 * (`pages.<key>.description`, the document's meta description); the catalogue areas its texts live
 * in (its features', shared ones such as `trade` and `forms`) load beside its code, so none of its
 * ids is missing when it first renders; `access` is who may open it.
 */
export function pageRoute(
  key: PageKey,
  importer: PageImporter,
  areas: readonly Area[],
  access: Access = PUBLIC,
): AppRoute {
  return leaf(
    pathOf(key),
    pageAt(importer, areas),
    `menu.${key}`,
    // Absent from the catalogue for a page without one (DocumentTitle then leaves the meta as it is).
    `pages.${key}.description`,
    access,
  );
}

/**
 * A page of src/pages, loaded together with the catalogue areas its texts live in (the page's own,
 * its features', shared parts' such as `trade` and `forms`): none of its ids is missing when it
 * first renders, and the areas load beside the page's code rather than after it.
 */
export function pageAt(importer: PageImporter, areas: readonly Area[]): PageImporter {
  return () => withAreas(areas, importer());
}
