/**
 * WeChat website login (open platform, QR code). Plain constants, so that the end-to-end tests can
 * import them too (tests/e2e/wechat.spec.ts answers for this page); the app id is read with the
 * other build-time settings (`env.wechatAppId`, src/config/env.ts).
 */
export const wechatConfig = {
  authorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect',
  scope: 'snsapi_login',
  /** How long a login attempt started here may take before its `state` is refused. */
  stateTtlMs: 10 * 60 * 1000,
} as const;
