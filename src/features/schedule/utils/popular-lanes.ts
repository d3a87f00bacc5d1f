// Relative imports: the build's configuration (build/first-screen-markup.ts) loads this module too.
import { paths } from '../../../config/paths';

import type { MessageId } from '../../../locales/message-id';

/** A lane offered before the first search: its schedule's address and its name. */
export interface PopularLane {
  key: string;
  href: string;
  labelId: MessageId;
}

/** Lanes offered before the first search (each is a `schedule.lane.<pol>-<pod>` text). */
export const POPULAR_LANES: readonly PopularLane[] = (
  [
    ['CNSHA', 'NLRTM'],
    ['CNYTN', 'USLAX'],
    ['CNNGB', 'DEHAM'],
  ] as const
).map(([pol, pod]) => ({
  key: `${pol}-${pod}`,
  href: paths.tool.shipDate.href({ pol, pod }),
  labelId: `schedule.lane.${pol}-${pod}` as MessageId,
}));
