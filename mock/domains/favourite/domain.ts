import { handlers } from './handlers';
import { favouriteFieldLabels } from './messages';
import { favouriteTables } from './schema';
import { seedFavourites } from './seed';

import type { MockDomain } from '../../core/registry';

export const favouriteDomain: MockDomain = {
  name: 'favourite',
  handlers,
  tables: favouriteTables,
  seed: seedFavourites,
  fieldLabels: favouriteFieldLabels,
};
