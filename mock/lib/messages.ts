/** The mock's own reply messages, in the two languages a client may ask for. */
export type Lang = 'zh' | 'en';

/** `Accept-Language` starting with `en` → English; anything else (or nothing) → Chinese. */
export function languageOf(request: Request): Lang {
  const header = request.headers.get('accept-language') ?? '';
  return header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

type Text = { zh: string; en: string };

const messages = {
  ok: { zh: '操作成功', en: 'Success' },
  'server.error': {
    zh: '服务器内部错误，请稍后重试',
    en: 'Internal server error. Please try again later.',
  },
  'body.invalid': { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON.' },
  'field.required': { zh: '请填写{label}', en: '{label} is required.' },
  'field.invalid': { zh: '{label}格式不正确', en: '{label} is not valid.' },
  'field.tooLong': {
    zh: '{label}不能超过 {max} 个字符',
    en: '{label} must be at most {max} characters.',
  },
  'field.range': {
    zh: '{label}须在 {min} 到 {max} 之间',
    en: '{label} must be between {min} and {max}.',
  },
  'field.notFound': { zh: '{label}不存在', en: '{label} was not found.' },
  'auth.required': { zh: '请先登录', en: 'Please log in first.' },
  'auth.expired': {
    zh: '登录已失效，请重新登录',
    en: 'Your session has expired. Please log in again.',
  },
  'auth.userType': { zh: '该功能仅对{types}开放', en: 'This is only available to {types}.' },
  'captcha.wrong': {
    zh: '图形验证码错误，请刷新后重试',
    en: 'The captcha is wrong. Please get a new one.',
  },
  'captcha.expired': {
    zh: '图形验证码已失效，请刷新后重试',
    en: 'The captcha has expired. Please get a new one.',
  },
  'captcha.notPassed': {
    zh: '请先通过图形验证码校验',
    en: 'Please pass the captcha check first.',
  },
  'login.failed': { zh: '账号或密码错误', en: 'The account or password is wrong.' },
  'login.locked': {
    zh: '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many wrong passwords: the account is locked. Try again in {minutes} min.',
  },
  'mobile.invalid': {
    zh: '请输入正确的中国大陆手机号',
    en: 'Enter a valid mainland China mobile number.',
  },
  'mobile.registered': {
    zh: '该手机号已注册',
    en: 'This mobile number is already registered.',
  },
  'sms.tooFrequent': {
    zh: '验证码发送过于频繁，请 {seconds} 秒后再试',
    en: 'Codes are being requested too often. Try again in {seconds} s.',
  },
  'sms.dailyLimit': {
    zh: '该手机号今日获取验证码已达 {limit} 次上限，请明天再试',
    en: 'This number has reached today’s limit of {limit} codes. Try again tomorrow.',
  },
  'sms.wrong': { zh: '短信验证码错误或已失效', en: 'The SMS code is wrong or has expired.' },
  'ticket.invalid': {
    zh: '验证已失效，请重新获取短信验证码',
    en: 'The verification has expired. Please request a new SMS code.',
  },
  'password.rule': {
    zh: '密码须为 8–20 位，且同时包含字母和数字',
    en: 'The password must be 8–20 characters long and contain both letters and digits.',
  },
  'terms.required': {
    zh: '请阅读并同意用户协议和隐私政策',
    en: 'Please read and accept the terms of use and the privacy policy.',
  },
  'creditCode.invalid': {
    zh: '统一社会信用代码不正确（应为 18 位且校验位正确）',
    en: 'The unified social credit code is not valid (18 characters with a correct check character).',
  },
  'creditCode.taken': {
    zh: '该统一社会信用代码已被其他企业使用',
    en: 'Another enterprise already uses this unified social credit code.',
  },
  'cert.locked': {
    zh: '企业认证审核中，暂不能修改企业名称、统一社会信用代码和营业执照',
    en: 'Certification is under review: the company name, credit code and business licence cannot be changed now.',
  },
  'cert.pending': {
    zh: '认证申请已提交，正在审核中',
    en: 'Certification has already been submitted and is under review.',
  },
  'cert.approved': { zh: '企业已通过认证', en: 'The enterprise is already certified.' },
  'cert.missing': {
    zh: '提交认证前请先填写{label}',
    en: 'Fill in {label} before submitting certification.',
  },
  'cert.notPending': {
    zh: '该企业没有待审核的认证申请',
    en: 'This enterprise has no certification awaiting review.',
  },
  'cert.autoReject': {
    zh: '营业执照信息与企业名称不一致，请核对后重新提交',
    en: 'The business licence does not match the company name. Please check and submit again.',
  },
  'wechat.codeInvalid': {
    zh: '微信授权已失效，请重新扫码登录',
    en: 'The WeChat authorisation is not valid. Please scan again.',
  },
  'wechat.bindExpired': {
    zh: '微信授权已过期，请重新使用微信登录',
    en: 'The WeChat authorisation has expired. Please log in with WeChat again.',
  },
  'wechat.openIdBound': {
    zh: '该微信已绑定其他账号，请重新使用微信登录',
    en: 'This WeChat account is already bound to another account. Please log in with WeChat again.',
  },
  'wechat.memberBound': {
    zh: '该账号已绑定其他微信，请使用手机号和密码登录',
    en: 'This account is already bound to another WeChat account. Log in with your mobile number and password.',
  },
  'wechat.mobileNotRegistered': {
    zh: '该手机号尚未注册，请选择“注册新账号”',
    en: 'No account uses this mobile number. Choose “Register a new account” instead.',
  },
  'upload.type': {
    zh: '仅支持 JPG、PNG、WEBP 图片或 PDF 文件',
    en: 'Only JPG, PNG or WEBP images and PDF files are accepted.',
  },
  'upload.size': { zh: '文件不能超过 {maxMb} MB', en: 'The file must not exceed {maxMb} MB.' },
  'upload.empty': { zh: '文件内容为空', en: 'The file is empty.' },
} as const satisfies Record<string, Text>;

export type MessageId = keyof typeof messages;

const fieldLabels: Record<string, Text> = {
  mobile: { zh: '手机号', en: 'mobile number' },
  password: { zh: '密码', en: 'password' },
  username: { zh: '账号', en: 'account' },
  captchaKey: { zh: '图形验证码', en: 'captcha' },
  captchaCode: { zh: '图形验证码', en: 'captcha' },
  smsCode: { zh: '短信验证码', en: 'SMS code' },
  scene: { zh: '验证码用途', en: 'code purpose' },
  ticket: { zh: '验证凭证', en: 'verification ticket' },
  companyName: { zh: '企业名称', en: 'company name' },
  userType: { zh: '用户类型', en: 'user type' },
  agreeTerms: { zh: '用户协议', en: 'terms of use' },
  grantType: { zh: '授权类型', en: 'grant type' },
  refreshToken: { zh: '刷新令牌', en: 'refresh token' },
  nickname: { zh: '昵称', en: 'nickname' },
  email: { zh: '邮箱', en: 'e-mail' },
  avatar: { zh: '头像', en: 'avatar' },
  code: { zh: '授权码', en: 'authorisation code' },
  bindTicket: { zh: '微信授权', en: 'WeChat authorisation' },
  file: { zh: '文件', en: 'file' },
  current: { zh: '页码', en: 'page number' },
  size: { zh: '每页条数', en: 'page size' },
  id: { zh: '字典', en: 'dictionary' },
  dictId: { zh: '字典', en: 'dictionary' },
  enterpriseId: { zh: '企业', en: 'enterprise' },
  decision: { zh: '审核结果', en: 'decision' },
  reason: { zh: '驳回原因', en: 'reason' },
  accessTokenTtl: { zh: '访问令牌有效期', en: 'access-token lifetime' },
  certReviewSeconds: { zh: '认证审核延迟', en: 'certification review delay' },
  refreshTokenTtl: { zh: '刷新令牌有效期', en: 'refresh-token lifetime' },
  latencyMs: { zh: '响应延迟', en: 'latency' },
  body: { zh: '请求内容', en: 'request body' },
  'enterprise.name': { zh: '企业名称', en: 'company name' },
  'enterprise.unifiedSocialCreditCode': {
    zh: '统一社会信用代码',
    en: 'unified social credit code',
  },
  'enterprise.provinceCode': { zh: '所在省份', en: 'province' },
  'enterprise.address': { zh: '详细地址', en: 'address' },
  'enterprise.contactName': { zh: '联系人', en: 'contact name' },
  'enterprise.contactPhone': { zh: '联系电话', en: 'contact phone' },
  'enterprise.email': { zh: '企业邮箱', en: 'company e-mail' },
  'enterprise.intro': { zh: '企业简介', en: 'company introduction' },
  'enterprise.services': { zh: '服务类型', en: 'services' },
  'enterprise.logo': { zh: '企业标志', en: 'logo' },
  'enterprise.businessLicence': { zh: '营业执照', en: 'business licence' },
};

/** A message parameter: plain, or already given in both languages. */
export type ParamValue = string | number | Text;
export type Params = Record<string, ParamValue>;

export function fieldLabel(field: string, lang: Lang): string {
  return fieldLabels[field]?.[lang] ?? field;
}

/** The text of `id` in `lang`; `{label}` is the refused field's name unless given in `params`. */
export function renderMessage(
  id: MessageId,
  lang: Lang,
  params: Params = {},
  field?: string,
): string {
  const values: Params =
    field === undefined ? params : { label: fieldLabel(field, lang), ...params };
  const text = messages[id][lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[lang] : String(value);
  });
  return lang === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
