/** WeChat login: the choice on /login, the simulated consent screen, the return and the bind screen. */
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
  'wechat.consent.title': '微信授权（模拟）',
  'wechat.consent.notice': '未配置微信开放平台 AppID，这里模拟微信的授权页面。',
  'wechat.consent.app': '货运交易平台 申请使用你的微信账号登录',
  'wechat.consent.scope': '获得你的公开信息（昵称、头像）',
  'wechat.consent.account': '选择一个微信账号',
  'wechat.consent.demo': '演示微信账号（已绑定外贸企业演示账号 shipper）',
  'wechat.consent.new': '新的微信账号（尚未绑定平台账号）',
  'wechat.consent.allow': '允许',
  'wechat.consent.deny': '拒绝',
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
