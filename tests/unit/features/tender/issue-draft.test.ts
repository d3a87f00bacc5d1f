import dayjs from 'dayjs';

import {
  fromStoredValues,
  issueDraftSpec,
  toStoredValues,
} from '@/features/tender/utils/issue-draft';
import { issueDefaults } from '@/features/tender/utils/issue-form';
import { draftKey } from '@/lib/drafts/draft-keys';
import { draftStore } from '@/lib/drafts/form-draft';
import { createWebStorage, type WebStorage } from '@/lib/storage';

function memoryStorage() {
  return createWebStorage({
    prefix: 'T__',
    encrypt: false,
    secret: 's',
    expireSeconds: null,
    backend: () => window.localStorage,
  });
}

const typed = () =>
  issueDefaults({
    title: '宁波至汉堡拼箱',
    shipmentType: 'LCL',
    pol: 'CNNGB',
    pod: 'DEHAM',
    volumeCbm: '12.5',
    weightKg: '3200',
    packages: 40,
    readyDate: dayjs('2026-12-01'),
    bidDeadline: dayjs('2026-11-25T18:30'),
    budget: '800',
  });

/** The tender form's drafts, compared with a fresh form. */
function issueDraftStore(storage: WebStorage) {
  const store = draftStore(issueDraftSpec, storage);
  const fresh = issueDefaults();
  return {
    load: (memberId: string) => store.load({ memberId }, fresh),
    save: (memberId: string, values: unknown, now?: number) =>
      store.save({ memberId }, values, fresh, now),
    remove: (memberId: string) => store.remove({ memberId }),
  };
}
const keyOf = (memberId: string) => draftKey(issueDraftSpec.form, { memberId });

describe('the tender draft', () => {
  it('saves the form values and restores them, dates included', () => {
    const store = issueDraftStore(memoryStorage());
    store.save('m1', typed(), 1_000);

    const draft = store.load('m1');
    expect(draft?.savedAt).toBe(1_000);
    expect(draft?.values).toMatchObject({
      title: '宁波至汉堡拼箱',
      readyDate: '2026-12-01',
      bidDeadline: '2026-11-25 18:30',
    });
    if (!draft) throw new Error('no draft');
    const values = fromStoredValues(draft.values);
    expect(values.readyDate?.format('YYYY-MM-DD')).toBe('2026-12-01');
    expect(values.bidDeadline?.format('YYYY-MM-DD HH:mm')).toBe('2026-11-25 18:30');
    expect(values).toMatchObject({ shipmentType: 'LCL', volumeCbm: '12.5', packages: 40 });
  });

  it('keeps one draft per member', () => {
    const store = issueDraftStore(memoryStorage());
    store.save('m1', typed());
    expect(store.load('m2')).toBeUndefined();
    expect(keyOf('m1')).not.toBe(keyOf('m2'));
  });

  it('removes the draft on discard, and when the form holds nothing typed', () => {
    const store = issueDraftStore(memoryStorage());
    store.save('m1', typed());
    store.remove('m1');
    expect(store.load('m1')).toBeUndefined();

    store.save('m1', typed());
    store.save('m1', issueDefaults());
    expect(store.load('m1')).toBeUndefined();
  });

  it('stores only the form fields, never anything else handed over', () => {
    const storage = memoryStorage();
    issueDraftStore(storage).save('m1', {
      ...typed(),
      password: 'Trade2026',
      token: 'abc',
      access_token: 'abc',
    });
    const raw = JSON.stringify(storage.get(keyOf('m1')));
    expect(raw).toContain('宁波至汉堡拼箱');
    expect(raw).not.toMatch(/password|token|Trade2026/);
  });

  it('ignores damaged entries and drops fields of the wrong type', () => {
    const storage = memoryStorage();
    storage.set(keyOf('m1'), { v: 1, savedAt: 'x', values: {} });
    expect(issueDraftStore(storage).load('m1')).toBeUndefined();

    expect(
      toStoredValues({
        title: 42,
        shipmentType: 'AIR',
        containers: [{ type: '99XX', quantity: -1 }],
        currency: 'EUR',
        attachments: ['/a.png', 5],
      }),
    ).toEqual({
      shipmentType: 'FCL',
      containers: [{}],
      currency: 'USD',
      attachments: ['/a.png'],
    });
  });
});
