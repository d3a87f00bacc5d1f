/** Fields shared by the account forms: mobile number, image captcha, SMS code. */
const forms = {
  'forms.mobile.label': '手机号',
  'forms.mobile.placeholder': '11 位中国大陆手机号',
  'forms.mobile.required': '请输入手机号',
  'forms.mobile.invalid': '请输入正确的 11 位手机号',
  'forms.captcha.label': '图形验证码',
  'forms.captcha.placeholder': '图中 4 位字符',
  'forms.captcha.required': '请输入图形验证码',
  'forms.captcha.length': '图形验证码为 4 位字符',
  'forms.captcha.extra': '获取短信验证码前请先输入图形验证码',
  'forms.captcha.image': '图形验证码，点击换一张',
  'forms.captcha.refresh': '换一张',
  'forms.captcha.loadFailed': '验证码加载失败，点击重试',
  'forms.captcha.retry': '重试',
  'forms.sms.label': '短信验证码',
  'forms.sms.placeholder': '6 位数字',
  'forms.sms.required': '请输入短信验证码',
  'forms.sms.invalid': '短信验证码为 6 位数字',
  'forms.sms.send': '获取验证码',
  'forms.sms.resend': '{seconds} 秒后重新获取',
  'forms.sms.sent': '验证码已发送至 {mobile}，5 分钟内有效',
} as const;

export default forms;

declare global {
  interface CatalogueAreas {
    forms: typeof forms;
  }
}
