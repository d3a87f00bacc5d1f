/** WeChat website login (open platform, QR code). */
export const wechatConfig = {
  /** The website app's id; without one the app shows a simulated consent screen (mock mode). */
  appId: import.meta.env.VITE_WECHAT_APP_ID?.trim() ?? '',
  authorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect',
  scope: 'snsapi_login',
  /** How long a login attempt started here may take before its `state` is refused. */
  stateTtlMs: 10 * 60 * 1000,
  /** The openid the mock binds to the demo shipper (mock/core/seed.ts). */
  demoOpenId: 'demo-shipper',
} as const;
