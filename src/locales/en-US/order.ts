import type { Catalogue } from '../types';
import type zh from '../zh-CN/order';

const order: Catalogue<typeof zh> = {
  'order.loadFailed': 'Could not be loaded',
};

export default order;
