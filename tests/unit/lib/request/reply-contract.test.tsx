import { screen } from '@testing-library/react';
import * as v from 'valibot';

import { StorageKeys } from '@/config/constants';
import { entityId, isoDateTime, optional, pageOf, text } from '@/contract/schema';
import { request, TransportError } from '@/lib/request';
import { setTokens } from '@/lib/session/token-storage';
import { appStorage } from '@/lib/storage';
import { server } from '@mock/node';

import { api, http, ok, renderFeedback, run } from './harness';

const TOKENS = { access_token: 'access-1', refresh_token: 'refresh-1' };
const UNREADABLE = '服务器返回的数据无法识别，请稍后重试';

const ItemSchema = v.object({
  id: entityId,
  name: text,
  note: optional(text),
  createdAt: isoDateTime,
});
const PageSchema = pageOf(ItemSchema);

const item = { id: 't1', name: 'Shanghai', createdAt: '2026-11-21T10:00:00+08:00' };
const page = (records: unknown) => ({ records, total: 1, current: 1, size: 10 });

// The rule (src/lib/request/reply.ts): a success's payload is parsed with the call's schema before
// anyone reads it. What does not match fails the call like a server error (its own words, Retry on
// the page), the console says which call and which field, and the session is kept.
describe('a success whose payload does not match the call’s schema', () => {
  beforeEach(() => setTokens(TOKENS));

  it.each<[string, unknown, string]>([
    ['data: null', null, 'data '],
    ['an object for a list', { ...page([]), records: {} }, 'data.records '],
    ['a record that is null', page([null]), 'data.records.0 '],
    ['a required field null', page([{ ...item, name: null }]), 'data.records.0.name '],
    ['a required field missing', page([{ id: 't1', name: 'x' }]), 'data.records.0.createdAt '],
    ['a number sent as text', { ...page([item]), total: '1' }, 'data.total '],
    ['a time without its zone', page([{ ...item, createdAt: '2026-11-21 10:00' }]), 'createdAt'],
  ])('fails the call on %s and names the field', async (_, payload, field) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFeedback();
    server.use(http.get(api('/probe'), () => ok(payload as never)));

    const error = await run(() => request.get('/probe', PageSchema)).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ kind: 'contract' });
    expect(await screen.findByText(UNREADABLE)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('GET /probe'));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(field));
    expect(appStorage.get(StorageKeys.token)).toBe(TOKENS.access_token);
  });

  it('shows no toast for a call that shows its failure itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFeedback();
    server.use(http.get(api('/probe'), () => ok(null)));

    const error = await run(() =>
      request.get('/probe', PageSchema, undefined, { skipErrorToast: true }),
    ).catch((e: unknown) => e);

    expect(error).toMatchObject({ kind: 'contract' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a success whose payload matches', () => {
  it('resolves with what the contract names: absent for null, text for a numeric id, no unknown keys', async () => {
    renderFeedback();
    const sent = { ...item, id: 42, note: null, secret: 'x' };
    server.use(http.get(api('/probe'), () => ok(page([sent]))));

    const reply = await run(() => request.get('/probe', PageSchema));

    expect(reply.records).toEqual([{ ...item, id: '42', note: undefined }]);
    expect(reply.records[0]).not.toHaveProperty('secret');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
