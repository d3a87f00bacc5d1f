import type { Catalogue } from '../types';
import type zh from '../zh-CN/collect';

/** Texts of favourites (a lazy area: loaded with its pages). */
const collect: Catalogue<typeof zh> = {
  'collect.tabs': 'Kinds of favourites',
  'collect.kind.tender': 'Tenders',
  'collect.kind.listing': 'Rates',
  'collect.kind.enterprise': 'Companies',
  'collect.kind.news': 'News',
  'collect.favouritedAt': 'Saved on {date}',
  'collect.gone': 'This item no longer exists',
  'collect.gone.hint': 'It may have been deleted; you can remove this favourite.',
  'collect.remove': 'Remove',
  'collect.remove.named': 'Remove from favourites: {name}',
  'collect.removed': 'Removed “{name}” from your favourites',
  'collect.undo': 'Undo',
  'collect.undo.named': 'Undo removing {name}',
  'collect.actionFailed': 'That did not work: {reason}',
  'collect.empty': 'Nothing saved here yet',
  'collect.empty.browse': 'Browse',
  'collect.loadFailed': 'Could not load your favourites',
  'collect.retry': 'Retry',
};

export default collect;
