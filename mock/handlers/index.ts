import { auth } from './auth';
import { devtools } from './devtools';
import { dict } from './dict';
import { file } from './file';
import { member } from './member';
import { port } from './port';
import { region } from './region';

import type { RequestHandler } from 'msw';

/** Every handler of the mock back end; the browser worker, msw/node and the HTTP server share them. */
export const handlers: RequestHandler[] = [
  ...auth,
  ...member,
  ...dict,
  ...region,
  ...port,
  ...file,
  ...devtools,
];
