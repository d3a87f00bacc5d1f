const auth = {
  'auth.login.account': '账号',
  'auth.login.accountPlaceholder': '手机号或用户名',
  'auth.login.accountRequired': '请输入手机号或用户名',
  'auth.login.password': '密码',
  'auth.login.passwordPlaceholder': '请输入密码',
  'auth.login.passwordRequired': '请输入密码',
  'auth.login.captcha': '验证码',
  'auth.login.captchaPlaceholder': '图中 4 位字符',
  'auth.login.captchaRequired': '请输入验证码',
  'auth.login.captchaLength': '验证码为 4 位字符',
  'auth.login.submit': '登录',
  'auth.login.methods': '登录方式',
  'auth.login.byPassword': '密码登录',
  'auth.login.bySms': '短信验证码登录',
  'auth.login.noAccount': '还没有账号？',
  'auth.login.register': '免费注册',
  'auth.login.forgot': '忘记密码',
  'auth.login.success': '登录成功',
  'auth.login.redirecting': '已登录，正在跳转…',
  'auth.login.asideTitle': '连接外贸企业、货代与集拼企业',
  'auth.login.asidePoint1': '在线招标，多家货代报价横向比价',
  'auth.login.asidePoint2': '运价市场实时查询，一键即时询价',
  'auth.login.asidePoint3': '船期、HS 编码等航运工具免费使用',
} as const;

export default auth;

declare global {
  interface CatalogueAreas {
    auth: typeof auth;
  }
}
