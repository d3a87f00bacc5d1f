import type { Catalogue } from '../types';
import type zh from '../zh-CN/market';

/** Texts of the freight market (a lazy area: loaded with its pages). */
const market: Catalogue<typeof zh> = {
  'market.loadFailed': 'Could not load',
};

export default market;
