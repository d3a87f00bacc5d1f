// @vitest-environment jsdom
// Drafts live in the browser's localStorage.
import { draftKey, removeAllDrafts } from '@/lib/drafts/draft-keys';
import { draftStore, PERSONAL_DRAFT_SECONDS, shapeDraftSpec } from '@/lib/drafts/form-draft';
import { createWebStorage } from '@/lib/storage';

const storage = () =>
  createWebStorage({
    prefix: 'T__',
    encrypt: false,
    secret: 's',
    expireSeconds: null,
    backend: () => window.localStorage,
  });

const NOTE = shapeDraftSpec('note', 2, { note: 'text', count: 'number' });
const BLANK = { note: '', count: 1 };

describe('draftStore', () => {
  it('keeps one draft per member and subject', () => {
    const store = draftStore(NOTE, storage());
    store.save({ memberId: 'm1', subject: 'A' }, { note: 'for A', count: 1 }, BLANK, 5_000);

    expect(store.load({ memberId: 'm1', subject: 'A' }, BLANK)).toEqual({
      v: 2,
      savedAt: 5_000,
      values: { note: 'for A', count: 1 },
    });
    expect(store.load({ memberId: 'm1', subject: 'B' }, BLANK)).toBeUndefined();
    expect(store.load({ memberId: 'm2', subject: 'A' }, BLANK)).toBeUndefined();
    expect(store.load({ memberId: 'm1' }, BLANK)).toBeUndefined();
  });

  it('reads and writes nothing without a member: a visitor or a session that just ended', () => {
    const store = draftStore(NOTE, storage());
    store.save({ memberId: '' }, { note: 'typed by nobody', count: 3 }, BLANK);

    expect(localStorage.length).toBe(0);
    localStorage.setItem(
      `T__${draftKey('note', { memberId: '' })}`,
      JSON.stringify({ value: { v: 2, savedAt: 1, values: { note: 'x' } }, time: 1, expire: null }),
    );
    expect(store.load({ memberId: '' }, BLANK)).toBeUndefined();
  });

  it('keeps a personal draft a day, and others as long as the storage keeps entries', () => {
    const start = new Date('2026-03-01T08:00:00+08:00').getTime();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const month = () =>
      createWebStorage({
        prefix: 'T__',
        encrypt: false,
        secret: 's',
        expireSeconds: 30 * PERSONAL_DRAFT_SECONDS,
        backend: () => window.localStorage,
      });
    const personal = draftStore(
      shapeDraftSpec('profile', 1, { note: 'text' }, PERSONAL_DRAFT_SECONDS),
      month(),
    );
    const business = draftStore(NOTE, month());
    const owner = { memberId: 'm1' };
    personal.save(owner, { note: '张经理 13800000001' }, { note: '' });
    business.save(owner, { note: '上海—汉堡', count: 2 }, BLANK);

    vi.setSystemTime(start + PERSONAL_DRAFT_SECONDS * 1000 - 1);
    expect(personal.load(owner, { note: '' })?.values).toEqual({ note: '张经理 13800000001' });
    vi.setSystemTime(start + PERSONAL_DRAFT_SECONDS * 1000);
    expect(personal.load(owner, { note: '' })).toBeUndefined();
    vi.setSystemTime(start + 29 * PERSONAL_DRAFT_SECONDS * 1000);
    expect(business.load(owner, BLANK)?.values).toEqual({ note: '上海—汉堡', count: 2 });
  });

  it('keeps nothing when the values are what the form opened with', () => {
    const store = draftStore(NOTE, storage());
    store.save({ memberId: 'm1' }, { note: 'typed', count: 1 }, BLANK);
    store.save({ memberId: 'm1' }, { ...BLANK }, BLANK);
    expect(localStorage.getItem(`T__${draftKey('note', { memberId: 'm1' })}`)).toBeNull();
  });

  it('ignores a draft of another version or a damaged one', () => {
    const raw = storage();
    raw.set(draftKey('note', { memberId: 'm1' }), { v: 1, savedAt: 1, values: { note: 'old' } });
    raw.set(draftKey('note', { memberId: 'm2' }), { v: 2, savedAt: 'x', values: {} });
    const store = draftStore(NOTE, raw);
    expect(store.load({ memberId: 'm1' }, BLANK)).toBeUndefined();
    expect(store.load({ memberId: 'm2' }, BLANK)).toBeUndefined();
  });

  it('removeAllDrafts removes every form and member, and nothing else', () => {
    const raw = storage();
    const other = shapeDraftSpec('other', 1, { a: 'text' });
    draftStore(NOTE, raw).save({ memberId: 'm1' }, { note: 'x' }, BLANK);
    draftStore(other, raw).save({ memberId: 'm2', subject: '7' }, { a: 'y' }, {});
    raw.set('locale', 'en-US');

    removeAllDrafts(raw);

    expect(draftStore(NOTE, raw).load({ memberId: 'm1' }, BLANK)).toBeUndefined();
    expect(draftStore(other, raw).load({ memberId: 'm2', subject: '7' }, {})).toBeUndefined();
    expect(raw.get('locale')).toBe('en-US');
  });
});
