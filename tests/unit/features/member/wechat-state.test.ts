// @vitest-environment jsdom
// The WeChat state is kept in browser storage.
import { wechatConfig } from '@/config/wechat';
import {
  createWechatLogin,
  newWechatState,
  takeWechatLogin,
} from '@/features/member/utils/wechat-state';

const T0 = Date.UTC(2026, 0, 10, 2, 0, 0);

describe('newWechatState', () => {
  it('gives 128 random bits as 32 hex digits, different every time', () => {
    const states = new Set(Array.from({ length: 50 }, () => newWechatState()));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[0-9a-f]{32}$/);
  });

  it('takes its bits from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    newWechatState();
    expect(spy).toHaveBeenCalledWith(expect.any(Uint8Array));
    expect((spy.mock.calls[0]?.[0] as Uint8Array).length).toBeGreaterThanOrEqual(16);
    spy.mockRestore();
  });
});

describe('createWechatLogin', () => {
  it('keeps the state, the return address and the time in sessionStorage only', () => {
    const pending = createWechatLogin('/user/personalCenter?tab=1', T0);
    expect(pending).toEqual({
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
      reject: '/user/personalCenter?tab=1',
      createdAt: T0,
    });
    expect(sessionStorage.length).toBe(1);
    expect(Object.values(sessionStorage).join()).toContain(pending.state);
    expect(localStorage.length).toBe(0);
  });

  it('replaces the attempt started before', () => {
    const first = createWechatLogin(null, T0);
    const second = createWechatLogin(null, T0 + 1000);
    expect(takeWechatLogin(first.state, T0 + 2000)).toEqual({ ok: false, reason: 'mismatch' });
    // The failed check ended the second attempt too: one check per return.
    expect(takeWechatLogin(second.state, T0 + 2000)).toEqual({ ok: false, reason: 'mismatch' });
  });
});

describe('takeWechatLogin', () => {
  it('accepts the state this tab issued, with its return address', () => {
    const pending = createWechatLogin('/business', T0);
    expect(takeWechatLogin(pending.state, T0 + 60_000)).toEqual({ ok: true, pending });
  });

  it('accepts a state only once', () => {
    const { state } = createWechatLogin(null, T0);
    expect(takeWechatLogin(state, T0).ok).toBe(true);
    expect(takeWechatLogin(state, T0)).toEqual({ ok: false, reason: 'mismatch' });
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    ['a different state', 'f'.repeat(32)],
    ['no state', null],
    ['an empty state', ''],
  ])('refuses %s and ends the attempt', (_case, state) => {
    const pending = createWechatLogin(null, T0);
    expect(takeWechatLogin(state, T0)).toEqual({ ok: false, reason: 'mismatch' });
    expect(takeWechatLogin(pending.state, T0)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses any state when no login was started', () => {
    expect(takeWechatLogin('a'.repeat(32), T0)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a state after 10 minutes', () => {
    const ttl = wechatConfig.stateTtlMs;
    expect(ttl).toBe(10 * 60_000);
    const young = createWechatLogin(null, T0);
    expect(takeWechatLogin(young.state, T0 + ttl - 1).ok).toBe(true);
    const old = createWechatLogin(null, T0);
    expect(takeWechatLogin(old.state, T0 + ttl)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a state dated in the future (a changed clock or a tampered entry)', () => {
    const { state } = createWechatLogin(null, T0 + 60_000);
    expect(takeWechatLogin(state, T0)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses an entry that is not one it wrote', () => {
    const { state } = createWechatLogin(null, T0);
    const key = Object.keys(sessionStorage)[0] ?? '';
    sessionStorage.setItem(key, JSON.stringify({ value: { state }, time: T0, expire: null }));
    expect(takeWechatLogin(state, T0)).toEqual({ ok: false, reason: 'mismatch' });
  });
});
