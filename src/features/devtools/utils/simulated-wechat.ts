/**
 * What the simulated WeChat consent screen hands back. Only builds with the mock contain it
 * (src/features/devtools is left out of every other build: build/no-mock.ts), because only
 * the mock back end accepts these codes (mock/domains/member/wechat.ts).
 */

/** The openid the mock binds to the demo shipper (mock/core/seed.ts). */
export const DEMO_WECHAT_OPEN_ID = 'demo-shipper';

/** The code the mock back end accepts for `openId`: `mock-wechat-<openid>`. */
export function mockWechatCode(openId: string): string {
  return `mock-wechat-${openId}`;
}

/** A new openid that no account is bound to (12 random hex digits after `o`). */
export function randomOpenId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `o${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
