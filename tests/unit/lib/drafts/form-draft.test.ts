// @vitest-environment jsdom
// Drafts live in the browser's localStorage.
import { draftKey, removeAllDrafts } from '@/lib/drafts/draft-keys';
import { draftStore, shapeDraftSpec } from '@/lib/drafts/form-draft';
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
