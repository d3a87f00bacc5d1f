import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const print: Catalogue<typeof zh> = {
  'print.action': 'Print',
  'print.printedAt': 'Printed {time}',
};

export default print;
