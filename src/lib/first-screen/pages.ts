// Relative imports: the build's configuration (scripts/first-screen.ts) loads this module too.
import { paths } from '../../config/paths';

import type { MessageId } from '../../locales/message-id';

/** A page whose header index.html paints before the app runs: its address and its heading. */
export interface FirstScreenPage {
  path: string;
  titleId: MessageId;
  descriptionId: MessageId;
}

/**
 * Besides the home page, the pages a first visit most often opens whose largest early content is
 * their own heading (title and description, the same as their route's): the tender hall and the
 * freight market. A page whose heading depends on its address's query or on data is not one.
 */
export const FIRST_SCREEN_PAGES: readonly FirstScreenPage[] = [
  {
    path: paths.business.tendering.path,
    titleId: 'menu.business.tendering',
    descriptionId: 'pages.business.tendering.description',
  },
  {
    path: paths.business.market.path,
    titleId: 'menu.business.market',
    descriptionId: 'pages.business.market.description',
  },
];
