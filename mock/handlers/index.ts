import { auth } from './auth';
import { bid } from './bid';
import { devtools } from './devtools';
import { dict } from './dict';
import { file } from './file';
import { member } from './member';
import { order } from './order';
import { port } from './port';
import { region } from './region';
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
  ...file,
  ...devtools,
];
