import { auth } from './auth';
import { bid } from './bid';
import { collect } from './collect';
import { customs } from './customs';
import { devtools } from './devtools';
import { dict } from './dict';
import { enterprise } from './enterprise';
import { file } from './file';
import { home } from './home';
import { market } from './market';
import { member } from './member';
import { news } from './news';
import { order } from './order';
import { port } from './port';
import { region } from './region';
import { schedule } from './schedule';
import { tender } from './tender';

import type { RequestHandler } from 'msw';

/** Every handler of the mock back end; the browser worker, msw/node and the HTTP server share them. */
export const handlers: RequestHandler[] = [
  ...auth,
  ...member,
  ...dict,
  ...region,
  ...port,
  ...tender,
  ...bid,
  ...order,
  ...market,
  ...enterprise,
  ...news,
  ...collect,
  ...home,
  ...schedule,
  ...customs,
  ...file,
  ...devtools,
];
