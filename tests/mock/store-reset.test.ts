// The tests reseed the mock's database after every test only when something used it
// (tests/setup.ts): a test that changed a row, or made the mock answer, must never leave its
// changes to the next one.
import { db, resetDb, resetDbIfUsed } from '@mock/core/store';
import { demoAccounts } from '@mock/testing';

import { login } from './helpers';

const firstTender = () => {
  const tender = Object.values(db.tenders)[0];
  if (!tender) throw new Error('no tender in the seed');
  return tender;
};

describe('resetDbIfUsed', () => {
  beforeEach(() => resetDb());

  it('leaves a database nothing has read since its seed', () => {
    expect(resetDbIfUsed()).toBe(false);
  });

  it('reseeds once a table was read, and not again until it is used again', () => {
    void db.tenders;
    expect(resetDbIfUsed()).toBe(true);
    expect(resetDbIfUsed()).toBe(false);
  });

  it('takes back a change made to a row', () => {
    const tender = firstTender();
    const title = tender.title;
    tender.title = 'changed by a test';
    expect(resetDbIfUsed()).toBe(true);
    expect(db.tenders[tender.id]?.title).toBe(title);
  });

  it('takes back a table replaced whole', () => {
    db.tenders = {};
    expect(resetDbIfUsed()).toBe(true);
    expect(Object.keys(db.tenders).length).toBeGreaterThan(0);
  });

  it('gives every table to whoever lists or copies the database after a reset', () => {
    void db.tenders;
    expect(resetDbIfUsed()).toBe(true);
    expect('tenders' in db).toBe(true);
    expect(resetDbIfUsed()).toBe(true);
    expect(Object.keys(db)).toContain('tenders');
    expect(resetDbIfUsed()).toBe(true);
    expect(Object.keys({ ...db }.tenders).length).toBeGreaterThan(0);
  });

  it('takes back what a call to the mock stored', async () => {
    const tokens = Object.keys(db.accessTokens).length;
    resetDb();
    const { username, password } = demoAccounts.shipper;
    expect((await login(username, password)).code).toBe(200);
    expect(Object.keys(db.accessTokens)).toHaveLength(tokens + 1);
    expect(resetDbIfUsed()).toBe(true);
    expect(Object.keys(db.accessTokens)).toHaveLength(tokens);
  });
});
