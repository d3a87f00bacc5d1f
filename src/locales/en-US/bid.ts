import type { Catalogue } from '../types';
import type zh from '../zh-CN/bid';

const bid: Catalogue<typeof zh> = {
  'bid.loadFailed': 'Could not be loaded',
};

export default bid;
