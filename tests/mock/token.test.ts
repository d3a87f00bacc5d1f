import { SessionApi } from '@/contract/auth/paths';
import type { TokenResult } from '@/contract/auth/types';
import { advanceClock, resetClock } from '@mock/core/clock';
import { createSeedDb } from '@mock/core/seed';
import { issueTokens, memberOfToken, refreshTokens, revokeToken } from '@mock/domains/auth/tokens';
import { createSessionFor } from '@mock/testing';

import { T0, call, freezeClock } from './helpers';

const MINUTE = 60_000;

describe('token rules', () => {
  const pair = (name: string) => ({ access: `a-${name}`, refresh: `r-${name}` });

  it('issues tokens with the lifetimes in settings, which then expire', () => {
    const store = createSeedDb([0, 0]);
    store.settings.accessTokenTtl = 60;
    const tokens = issueTokens(store, '1001', pair('1'), T0);
    expect(tokens).toMatchObject({
      token_type: 'bearer',
      expires_in: 60,
      refresh_expires_in: 2592000,
    });
    expect(memberOfToken(store, 'a-1', T0 + 59_999)?.id).toBe('1001');
    expect(memberOfToken(store, 'a-1', T0 + 60_000)).toBeUndefined();
    expect(memberOfToken(store, null, T0)).toBeUndefined();
  });

  it('rotates refresh tokens: the old one is revoked, the old access token lives on', () => {
    const store = createSeedDb([0, 0]);
    issueTokens(store, '1001', pair('1'), T0);
    const rotated = refreshTokens(store, 'r-1', pair('2'), T0 + MINUTE);
    expect(rotated).toMatchObject({
      ok: true,
      value: { access_token: 'a-2', refresh_token: 'r-2' },
    });
    expect(refreshTokens(store, 'r-1', pair('3'), T0 + MINUTE)).toMatchObject({
      ok: false,
      code: 4098,
    });
    expect(memberOfToken(store, 'a-1', T0 + MINUTE)?.id).toBe('1001');
  });

  it('refuses an expired or unknown refresh token with 4098', () => {
    const store = createSeedDb([0, 0]);
    store.settings.refreshTokenTtl = 3600;
    issueTokens(store, '1001', pair('1'), T0);
    expect(refreshTokens(store, 'r-1', pair('2'), T0 + 3600_000).ok).toBe(false);
    expect(refreshTokens(store, 'r-x', pair('2'), T0).ok).toBe(false);
  });

  it('revokes both tokens of a pair on logout', () => {
    const store = createSeedDb([0, 0]);
    issueTokens(store, '1001', pair('1'), T0);
    revokeToken(store, 'a-1');
    expect(memberOfToken(store, 'a-1', T0)).toBeUndefined();
    expect(refreshTokens(store, 'r-1', pair('2'), T0).ok).toBe(false);
  });
});

describe(`POST ${SessionApi.token} (refresh)`, () => {
  beforeEach(() => freezeClock());
  afterEach(() => resetClock());

  const refresh = (refreshToken: string) =>
    call<TokenResult>('POST', SessionApi.token, {
      body: { grantType: 'refresh', userType: 'PC', refreshToken },
    });

  it('gives a new pair for a live refresh token and refuses the old one afterwards', async () => {
    const session = createSessionFor('forwarder');
    const first = await refresh(session.refresh_token);
    expect(first.code).toBe(200);
    expect(first.result?.refresh_token).not.toBe(session.refresh_token);
    const again = await refresh(session.refresh_token);
    expect(again).toEqual({ code: 4098, message: '登录已失效，请重新登录', data: null });
    const user = await call('GET', SessionApi.currentUser, {
      token: first.result?.access_token ?? '',
    });
    expect(user.code).toBe(200);
  });

  it('refuses a refresh token after its lifetime with 4098', async () => {
    const session = createSessionFor('shipper');
    advanceClock(30 * 24 * 3600_000);
    expect((await refresh(session.refresh_token)).code).toBe(4098);
  });
});

describe(`GET ${SessionApi.logout}`, () => {
  it('revokes the access token and its refresh token', async () => {
    const session = createSessionFor('shipper');
    const reply = await call('GET', SessionApi.logout, { token: session.access_token });
    expect(reply).toEqual({ code: 200, message: '操作成功', result: null });
    expect((await call('GET', SessionApi.currentUser, { token: session.access_token })).code).toBe(
      4098,
    );
    const refreshed = await call('POST', SessionApi.token, {
      body: { grantType: 'refresh', userType: 'PC', refreshToken: session.refresh_token },
    });
    expect(refreshed.code).toBe(4098);
  });

  it('answers 200 without a token or with an unknown one', async () => {
    expect((await call('GET', SessionApi.logout)).code).toBe(200);
    expect((await call('GET', SessionApi.logout, { token: 'nope' })).code).toBe(200);
  });
});
