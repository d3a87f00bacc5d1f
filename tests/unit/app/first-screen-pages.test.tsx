import { matchRoutes } from 'react-router-dom';

import { createRoutes } from '@/app/routes';
import { FIRST_SCREEN_PAGES } from '@/lib/first-screen/pages';
import { isRouteHandle } from '@/lib/route-handle';

describe('the pages index.html paints before the app runs', () => {
  it.each(FIRST_SCREEN_PAGES.map((page) => [page.path, page]))(
    '%s has the title and description its route gives it, for those it is painted for',
    (path, page) => {
      const matches = matchRoutes(createRoutes(), path) ?? [];
      const handles = matches.map((match) => match.route.handle).filter(isRouteHandle);
      const deepest = handles.at(-1);

      expect(deepest).toMatchObject({ titleId: page.titleId, descriptionId: page.descriptionId });
      // A page behind a log-in (or a role) shows something else to a visitor: it is painted only
      // when a session is stored.
      expect(handles.some((handle) => handle.auth)).toBe(Boolean(page.member));
      // A page in a section has the section's menu drawn beside it, as the route gives it.
      const section = handles.find((handle) => handle.section);
      expect(section && { titleId: section.titleId, items: section.section }).toEqual(page.section);
    },
  );
});
