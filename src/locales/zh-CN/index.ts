import auth from './auth';
import common from './common';
import devtools from './devtools';
import errors from './errors';
import layout from './layout';
import menu from './menu';
import other from './other';
import pages from './pages';

/** The source catalogue: every visible string's id. Keys are flat: `<area>.<page|component>.<thing>`. */
const zhCN = { ...common, ...errors, ...menu, ...layout, ...pages, ...auth, ...devtools, ...other };

export default zhCN;
