import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const print: Catalogue<typeof zh> = {
  'print.action': 'طباعة',
  'print.printedAt': 'وقت الطباعة: {time}',
};

export default print;
