/**
 * WeChat login: the choice on /login, the return and the bind screen. The consent screen that builds
 * with the mock simulate is in mock-panel.ts (texts only those builds contain).
 */
const wechat = {
  'wechat.login.divider': '其他登录方式',
  'wechat.login.button': '微信登录',
  'wechat.login.checking': '正在完成微信登录…',
  'wechat.login.success': '登录成功',
  'wechat.login.retry': '重新微信登录',
  'wechat.error.title': '微信登录未完成',
  'wechat.error.mismatch':
    '无法确认这次微信登录是从本页发起的（链接可能已用过或被改动），没有登录。请重新使用微信登录。',
  'wechat.error.expired': '这次微信登录已超过 10 分钟未完成，请重新使用微信登录。',
  'wechat.error.denied': '你已拒绝微信授权，没有登录。可以重新使用微信登录，或使用账号和密码登录。',
  'wechat.error.failed': '微信登录失败：{message}',
  'wechat.bind.title': '绑定平台账号',
  'wechat.bind.intro':
    '微信账号“{nickname}”还没有绑定平台账号。验证手机号绑定已有账号，以后即可直接使用微信登录。',
  'wechat.bind.submit': '绑定并登录',
  'wechat.bind.success': '绑定成功，已登录',
  'wechat.bind.noAccount': '还没有平台账号？',
  'wechat.bind.register': '注册新账号',
  'wechat.bind.back': '返回登录',
} as const;

export default wechat;

declare global {
  interface CatalogueAreas {
    wechat: typeof wechat;
  }
}
