import type { Catalogue } from '../types';
import type zh from '../zh-CN/collect';

/** Texts of favourites (a lazy area: loaded with its pages). */
const collect: Catalogue<typeof zh> = {
  'collect.loadFailed': 'Could not load',
};

export default collect;
