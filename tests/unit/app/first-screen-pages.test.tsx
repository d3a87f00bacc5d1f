import { matchRoutes } from 'react-router-dom';

import { createRoutes } from '@/app/routes';
import { paths } from '@/config/paths';
import { ENTERPRISE_CATEGORIES } from '@/contract/directory/types';
import { FIRST_SCREEN_PAGES } from '@/lib/first-screen/pages';
import { isRouteHandle } from '@/lib/route-handle';

/** The route handles of `path`, outermost first. */
function handlesAt(path: string) {
  const matches = matchRoutes(createRoutes(), path) ?? [];
  return matches.map((match) => match.route.handle).filter(isRouteHandle);
}

describe('the pages index.html paints before the app runs', () => {
  // One address of a route may have a heading of its own (a directory category's).
  it.each(FIRST_SCREEN_PAGES.filter((page) => !page.ofAddress).map((page) => [page.path, page]))(
    '%s has the title and description its route gives it',
    (path, page) => {
      expect(handlesAt(path).at(-1)).toMatchObject({
        titleId: page.titleId,
        descriptionId: page.descriptionId,
      });
    },
  );

  it.each(FIRST_SCREEN_PAGES.map((page) => [page.path, page]))(
    "%s is painted for those its route shows it to, beside its section's menu",
    (path, page) => {
      const handles = handlesAt(path);

      expect(handles.at(-1)).toBeDefined();
      // A page behind a log-in (or a role) shows something else to a visitor: it is painted only
      // when a session is stored.
      expect(handles.some((handle) => handle.auth)).toBe(Boolean(page.member));
      // A page in a section has the section's menu drawn beside it, as the route gives it.
      const section = handles.find((handle) => handle.section);
      expect(section && { titleId: section.titleId, items: section.section }).toEqual(page.section);
    },
  );

  it("paints every directory category at its own address, with its category's heading", () => {
    const painted = FIRST_SCREEN_PAGES.filter((page) => page.ofAddress);

    expect(painted).toEqual(
      ENTERPRISE_CATEGORIES.map((category) => ({
        path: paths.business.foreignTrade.href(category),
        titleId: `directory.category.${category}.title`,
        descriptionId: `directory.category.${category}.description`,
        ofAddress: true,
      })),
    );
  });
});
