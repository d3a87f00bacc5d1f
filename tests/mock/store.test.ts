// @vitest-environment jsdom
// The browser copy of the mock persists its database in localStorage.
import { SessionApi } from '@/contract/auth/paths';
import { DevtoolsApi } from '@/contract/devtools/paths';
import { UploadApi } from '@/contract/upload/paths';
import type { UploadResult } from '@/contract/upload/types';
import {
  DB_VERSION,
  db,
  disablePersistence,
  enablePersistence,
  loadPersisted,
} from '@mock/core/store';
import { DIRECTORY_SIZE } from '@mock/domains/directory/seed';
import { SEEDED_BIDDERS, SEEDED_SHIPPERS } from '@mock/scenarios/trade';
import { createSessionFor } from '@mock/testing';

import { call, login, multipart } from './helpers';

const KEY = 'TRADING_MOCK_DB_TEST';
/** The demo accounts, the trade seed's companies and the directory's. */
const SEED_MEMBERS = 4 + SEEDED_SHIPPERS + SEEDED_BIDDERS + DIRECTORY_SIZE;

/** A Storage whose writes fail, like a full or disabled localStorage. */
class FullStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

/** The PNG signature and three bytes. */
const SMALL_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function uploadSmallFile(token: string): Promise<UploadResult | undefined> {
  const body = multipart([
    { name: 'file', filename: 'a.png', type: 'image/png', content: SMALL_PNG },
  ]);
  return (await call<UploadResult>('POST', UploadApi.upload, { ...body, token })).data;
}

afterEach(() => disablePersistence());

describe('persisted mock database', () => {
  it('starts from the seed when nothing is stored, then saves after every call', async () => {
    expect(enablePersistence(localStorage, KEY)).toBe(false);
    expect(Object.keys(db.members)).toHaveLength(SEED_MEMBERS);
    const tokens = await login('shipper', 'Trade2026');
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { version: number };
    expect(stored.version).toBe(DB_VERSION);
    expect(localStorage.getItem(KEY)).toContain(tokens.result?.access_token ?? 'missing');
  });

  it('brings back sessions after a reload', async () => {
    enablePersistence(localStorage, KEY);
    const tokens = await login('forwarder', 'Trade2026');
    db.accessTokens = {};
    db.members = {};
    expect(loadPersisted()).toBe(true);
    const user = await call('GET', SessionApi.currentUser, {
      token: tokens.result?.access_token ?? '',
    });
    expect(user).toMatchObject({ code: 200, data: { username: 'forwarder' } });
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 0, db: {} })],
    ['a missing table', JSON.stringify({ version: 2, db: { members: {} } })],
    [
      'a copy from before the trade tables (version 1)',
      JSON.stringify({ version: 1, db: { ...db, tenders: undefined } }),
    ],
    [
      'a copy from before the coupon tables (version 3)',
      JSON.stringify({ version: 3, db: { ...db, couponTemplates: undefined, coupons: undefined } }),
    ],
    [
      'a copy from before the invoice tables (version 4)',
      JSON.stringify({ version: 4, db: { ...db, invoiceTitles: undefined } }),
    ],
    [
      'a copy from before invoice lines kept their item, tax rate and exchange rate (version 5)',
      JSON.stringify({ version: 5, db }),
    ],
    [
      'a current copy missing a table',
      JSON.stringify({ version: DB_VERSION, db: { ...db, coupons: undefined } }),
    ],
  ])('discards a stored copy that is %s and reseeds', async (_label, text) => {
    localStorage.setItem(KEY, text);
    const session = createSessionFor('shipper');
    expect(enablePersistence(localStorage, KEY)).toBe(false);
    expect(Object.keys(db.members)).toHaveLength(SEED_MEMBERS);
    expect(db.accessTokens[session.access_token]).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect((await login('shipper', 'Trade2026')).code).toBe(200);
  });

  it('keeps answering when storage refuses writes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    enablePersistence(new FullStorage(), KEY);
    const tokens = await login('consolidator', 'Trade2026');
    expect(tokens.code).toBe(200);
    const user = await call('GET', SessionApi.currentUser, {
      token: tokens.result?.access_token ?? '',
    });
    expect(user.code).toBe(200);
    expect(warn).toHaveBeenCalled();
  });

  it('stores uploaded files beside the database and serves them after a reload', async () => {
    enablePersistence(localStorage, KEY);
    const { access_token: token } = createSessionFor('shipper');
    const uploaded = await uploadSmallFile(token);
    const name = uploaded?.url.split('/').pop() ?? '';
    const fileKey = `${KEY}:file:${name.split('.')[0] ?? ''}`;
    const base64 = Buffer.from(SMALL_PNG).toString('base64');
    expect(localStorage.getItem(fileKey)).toBe(base64);
    expect(localStorage.getItem(KEY)).not.toContain(base64);
    const upload = db.uploads[name.split('.')[0] ?? ''];
    if (upload) delete upload.data;
    loadPersisted();
    const served = await fetch(`${location.origin}${uploaded?.url ?? ''}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(SMALL_PNG);
  });

  it('drops the stored copy and its files on reset', async () => {
    enablePersistence(localStorage, KEY);
    const { access_token: token } = createSessionFor('shipper');
    const uploaded = await uploadSmallFile(token);
    const key = uploaded?.url.split('/').pop()?.split('.')[0] ?? '';
    await call('POST', DevtoolsApi.reset);
    expect(localStorage.getItem(`${KEY}:file:${key}`)).toBeNull();
    expect(localStorage.getItem(KEY)).not.toContain(key);
    expect(db.uploads[key]).toBeUndefined();
  });
});
