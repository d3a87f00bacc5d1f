import auth from './auth';
import common from './common';
import devtools from './devtools';
import errors from './errors';
import layout from './layout';
import menu from './menu';
import other from './other';
import pages from './pages';

import type { Catalogue } from '../types';
import type zhCN from '../zh-CN';

const enUS: Catalogue<typeof zhCN> = {
  ...common,
  ...errors,
  ...menu,
  ...layout,
  ...pages,
  ...auth,
  ...devtools,
  ...other,
};

export default enUS;
