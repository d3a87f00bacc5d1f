import type { Catalogue } from '../types';
import type zh from '../zh-CN/tender';

const tender: Catalogue<typeof zh> = {
  'tender.loadFailed': 'Could not be loaded',
};

export default tender;
