/**
 * Every call of the contract with its method and the schema of its reply, without Vite: the
 * end-to-end specs (Playwright's loader has no `import.meta.glob`) read it as well as Vitest.
 * `tests/unit/contract/replies.test.ts` checks it against the paths of every `paths.ts` and
 * docs/api.md, so a domain added to the contract cannot be missing here.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { CaptchaApi, SessionApi } from '../../src/contract/auth/paths';
import { CaptchaReplies, SessionReplies } from '../../src/contract/auth/replies';
import { BidApi } from '../../src/contract/bid/paths';
import { BidReplies } from '../../src/contract/bid/replies';
import { CouponApi } from '../../src/contract/coupon/paths';
import { CouponReplies } from '../../src/contract/coupon/replies';
import { DevtoolsApi } from '../../src/contract/devtools/paths';
import { DevtoolsReplies } from '../../src/contract/devtools/replies';
import { DirectoryApi } from '../../src/contract/directory/paths';
import { DirectoryReplies } from '../../src/contract/directory/replies';
import { FavouriteApi } from '../../src/contract/favourite/paths';
import { FavouriteReplies } from '../../src/contract/favourite/replies';
import { HomeApi } from '../../src/contract/home/paths';
import { HomeReplies } from '../../src/contract/home/replies';
import { HsCodeApi } from '../../src/contract/hs-code/paths';
import { HsCodeReplies } from '../../src/contract/hs-code/replies';
import { InvoiceApi } from '../../src/contract/invoice/paths';
import { InvoiceReplies } from '../../src/contract/invoice/replies';
import { MarketApi } from '../../src/contract/market/paths';
import { MarketReplies } from '../../src/contract/market/replies';
import { MemberApi } from '../../src/contract/member/paths';
import { MemberReplies } from '../../src/contract/member/replies';
import { NewsApi } from '../../src/contract/news/paths';
import { NewsReplies } from '../../src/contract/news/replies';
import { NotificationApi } from '../../src/contract/notification/paths';
import { NotificationReplies } from '../../src/contract/notification/replies';
import { OrderApi } from '../../src/contract/order/paths';
import { OrderReplies } from '../../src/contract/order/replies';
import { ReferenceApi } from '../../src/contract/reference/paths';
import { ReferenceReplies } from '../../src/contract/reference/replies';
import { ScheduleApi } from '../../src/contract/schedule/paths';
import { ScheduleReplies } from '../../src/contract/schedule/replies';
import { ShipmentApi } from '../../src/contract/shipment/paths';
import { ShipmentReplies } from '../../src/contract/shipment/replies';
import { TenderApi } from '../../src/contract/tender/paths';
import { TenderReplies } from '../../src/contract/tender/replies';
import { UploadApi } from '../../src/contract/upload/paths';
import { UploadReplies } from '../../src/contract/upload/replies';

import type { ReplySchema } from '../../src/contract/schema';

type Paths = Readonly<Record<string, string>>;
type Replies = Readonly<Record<string, ReplySchema>>;

/** Each paths object of the contract with its replies object and the folder it is written in. */
const groups: readonly { folder: string; name: string; paths: Paths; replies: Replies }[] = [
  { folder: 'auth', name: 'CaptchaApi', paths: CaptchaApi, replies: CaptchaReplies },
  { folder: 'auth', name: 'SessionApi', paths: SessionApi, replies: SessionReplies },
  { folder: 'bid', name: 'BidApi', paths: BidApi, replies: BidReplies },
  { folder: 'coupon', name: 'CouponApi', paths: CouponApi, replies: CouponReplies },
  { folder: 'devtools', name: 'DevtoolsApi', paths: DevtoolsApi, replies: DevtoolsReplies },
  { folder: 'directory', name: 'DirectoryApi', paths: DirectoryApi, replies: DirectoryReplies },
  { folder: 'favourite', name: 'FavouriteApi', paths: FavouriteApi, replies: FavouriteReplies },
  { folder: 'home', name: 'HomeApi', paths: HomeApi, replies: HomeReplies },
  { folder: 'hs-code', name: 'HsCodeApi', paths: HsCodeApi, replies: HsCodeReplies },
  { folder: 'invoice', name: 'InvoiceApi', paths: InvoiceApi, replies: InvoiceReplies },
  { folder: 'market', name: 'MarketApi', paths: MarketApi, replies: MarketReplies },
  { folder: 'member', name: 'MemberApi', paths: MemberApi, replies: MemberReplies },
  { folder: 'news', name: 'NewsApi', paths: NewsApi, replies: NewsReplies },
  {
    folder: 'notification',
    name: 'NotificationApi',
    paths: NotificationApi,
    replies: NotificationReplies,
  },
  { folder: 'order', name: 'OrderApi', paths: OrderApi, replies: OrderReplies },
  { folder: 'reference', name: 'ReferenceApi', paths: ReferenceApi, replies: ReferenceReplies },
  { folder: 'schedule', name: 'ScheduleApi', paths: ScheduleApi, replies: ScheduleReplies },
  { folder: 'shipment', name: 'ShipmentApi', paths: ShipmentApi, replies: ShipmentReplies },
  { folder: 'tender', name: 'TenderApi', paths: TenderApi, replies: TenderReplies },
  { folder: 'upload', name: 'UploadApi', paths: UploadApi, replies: UploadReplies },
];

export interface ContractCall {
  /** The path under API_PREFIX. */
  path: string;
  /** What the path's comment in paths.ts starts with ('GET (id): one tender'). */
  method: 'GET' | 'POST';
  schema: ReplySchema;
  /** `TenderApi.page`, as the app's code names it. */
  name: string;
  /** The contract's folder that writes it (`src/contract/<domain>/paths.ts`): its domain. */
  domain: string;
}

// From the file's own path: under jsdom the global URL is jsdom's, which node:url does not take.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `key: '/path'` with the JSDoc comment before it, in a paths.ts source. */
const COMMENTED_KEY = /\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*(\w+):\s*'([^']+)'/g;

/** The method each path's comment names, by path, from the folder's paths.ts. */
function methodsOf(folder: string): Map<string, string> {
  const source = readFileSync(`${root}/src/contract/${folder}/paths.ts`, 'utf8');
  const methods = new Map<string, string>();
  for (const [, comment = '', , path = ''] of source.matchAll(COMMENTED_KEY)) {
    const method = /^[\s*]*(GET|POST)\b/.exec(comment)?.[1];
    if (method) methods.set(path, method);
  }
  return methods;
}

function collect(): ContractCall[] {
  const calls: ContractCall[] = [];
  for (const { folder, name, paths, replies } of groups) {
    const methods = methodsOf(folder);
    for (const [key, path] of Object.entries(paths)) {
      const method = methods.get(path);
      const schema = replies[key];
      if (method !== 'GET' && method !== 'POST') {
        throw new Error(`${folder}/paths.ts: the comment of ${key} names no method`);
      }
      if (!schema) throw new Error(`${folder}/replies.ts: no reply schema for ${key}`);
      calls.push({ path, method, schema, name: `${name}.${key}`, domain: folder });
    }
  }
  return calls;
}

/** Every call of the contract. */
export const contractCalls: readonly ContractCall[] = collect();

/** The calls whose comment says GET: the reads. */
export const contractGets: readonly ContractCall[] = contractCalls.filter(
  (call) => call.method === 'GET',
);

/** The call of a path (throws for a path outside the contract). */
export function contractCall(path: string): ContractCall {
  const call = contractCalls.find((candidate) => candidate.path === path);
  if (!call) throw new Error(`${path} is no path of the contract`);
  return call;
}
