import type { Catalogue } from '../types';
import type zh from '../zh-CN/issuer';

const issuer: Catalogue<typeof zh> = {
  'issuer.loadFailed': 'Could not be loaded',
};

export default issuer;
