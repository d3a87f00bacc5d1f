import { handlers as auth } from '../domains/auth/handlers';
import { handlers as bid } from '../domains/bid/handlers';
import { handlers as coupon } from '../domains/coupon/handlers';
import { handlers as devtools } from '../domains/devtools/handlers';
import { handlers as directory } from '../domains/directory/handlers';
import { handlers as favourite } from '../domains/favourite/handlers';
import { handlers as home } from '../domains/home/handlers';
import { handlers as hsCode } from '../domains/hs-code/handlers';
import { handlers as invoice } from '../domains/invoice/handlers';
import { handlers as market } from '../domains/market/handlers';
import { handlers as member } from '../domains/member/handlers';
import { handlers as news } from '../domains/news/handlers';
import { handlers as order } from '../domains/order/handlers';
import { handlers as reference } from '../domains/reference/handlers';
import { handlers as schedule } from '../domains/schedule/handlers';
import { handlers as tender } from '../domains/tender/handlers';
import { handlers as upload } from '../domains/upload/handlers';

import type { RequestHandler } from 'msw';

/**
 * Every handler of the mock back end, one list per domain (mock/domains/<domain>/handlers.ts); the
 * browser worker, msw/node and the HTTP server share them.
 */
export const handlers: RequestHandler[] = [
  ...auth,
  ...member,
  ...reference,
  ...tender,
  ...bid,
  ...order,
  ...coupon,
  ...invoice,
  ...market,
  ...directory,
  ...news,
  ...favourite,
  ...home,
  ...schedule,
  ...hsCode,
  ...upload,
  ...devtools,
];
