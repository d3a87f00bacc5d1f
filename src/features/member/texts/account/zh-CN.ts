/** The account pages: register (/register) and password reset (/retrievePassword). */
const account = {
  'account.register.userType': '企业类型',
  'account.register.userTypeRequired': '请选择企业类型',
  'account.register.userTypeExtra': '注册后不可更改，决定你可以使用的功能',
  'account.register.companyName': '企业名称',
  'account.register.companyNamePlaceholder': '与营业执照上的名称一致',
  'account.register.companyNameRequired': '请输入企业名称',
  'account.register.companyNameTooLong': '企业名称不能超过 {max} 个字符',
  'account.register.agree': '我已阅读并同意{terms}',
  'account.register.terms': '《平台服务条款》',
  'account.register.newTab': '（在新标签页打开）',
  'account.register.agreeRequired': '请阅读并同意平台服务条款',
  'account.register.submit': '注册',
  'account.register.success': '注册成功，请完善企业信息',
  'account.register.loginFailed': '账号已创建，但自动登录失败，请使用新账号登录',
  'account.register.hasAccount': '已有账号？',
  'account.register.login': '立即登录',
  'account.register.wechatNote': '注册完成后，新账号将与你的微信账号绑定',
  'account.password.label': '密码',
  'account.password.confirmLabel': '确认密码',
  'account.password.newLabel': '新密码',
  'account.password.confirmNewLabel': '确认新密码',
  'account.password.placeholder': '8–20 位字母和数字',
  'account.password.confirmPlaceholder': '再次输入密码',
  'account.password.rule': '8–20 位，须同时包含字母和数字；可使用符号',
  'account.password.required': '请输入密码',
  'account.password.invalid': '密码须为 8–20 位，且同时包含字母和数字',
  'account.password.confirmRequired': '请再次输入密码',
  'account.password.mismatch': '两次输入的密码不一致',
  'account.password.strength': '密码强度：{level}',
  'account.password.strength.weak': '弱',
  'account.password.strength.medium': '中',
  'account.password.strength.strong': '强',
  'account.password.strengthTip': '混合大小写字母、数字和符号，或加长到 12 位以上，可提高强度',
  'account.reset.stepOf': '第 {current} 步（共 {total} 步）：{title}',
  'account.reset.step.mobile': '验证手机号',
  'account.reset.step.code': '输入验证码',
  'account.reset.step.password': '设置新密码',
  'account.reset.codeSent':
    '如果 {mobile} 是已注册的手机号，你将收到一条短信验证码，5 分钟内有效。',
  'account.reset.resendHint': '没收到？倒计时结束后输入图形验证码即可重新获取。',
  'account.reset.changeMobile': '更换手机号',
  'account.reset.back': '上一步',
  'account.reset.next': '下一步',
  'account.reset.submit': '重置密码',
  'account.reset.success': '密码已重置，请使用新密码登录',
  'account.reset.ticketExpired': '验证已失效，请重新获取短信验证码',
  'account.reset.remembered': '想起密码了？',
  'account.reset.login': '返回登录',
  'account.smsLogin.submit': '登录',
  'account.smsLogin.noAccount': '该手机号尚未注册。',
  'account.smsLogin.register': '用此手机号注册',
} as const;

export default account;

declare global {
  interface CatalogueAreas {
    account: typeof account;
  }
}
