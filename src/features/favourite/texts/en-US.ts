import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Texts of favourites (a lazy area: loaded with its pages). */
const favourite: Catalogue<typeof zh> = {
  'favourite.tabs': 'Kinds of favourites',
  'favourite.tab': '{label} ({count})',
  'favourite.kind.tender': 'Tenders',
  'favourite.kind.listing': 'Rates',
  'favourite.kind.enterprise': 'Companies',
  'favourite.kind.news': 'News',
  'favourite.favouritedAt': 'Saved on {date}',
  'favourite.gone': 'This item no longer exists',
  'favourite.gone.hint': 'It may have been deleted; you can remove this favourite.',
  'favourite.remove': 'Remove',
  'favourite.remove.named': 'Remove from favourites: {name}',
  'favourite.removed': 'Removed “{name}” from your favourites',
  'favourite.undo': 'Undo',
  'favourite.undo.named': 'Undo removing {name}',
  'favourite.actionFailed': 'That did not work: {reason}',
  'favourite.empty': 'Nothing saved here yet',
  'favourite.empty.browse': 'Browse',
  'favourite.loadFailed': 'Could not load your favourites',
  'favourite.pages': 'Favourite pages',
};

export default favourite;
