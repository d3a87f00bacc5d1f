/** Accounts: SMS codes, mobile numbers, passwords, WeChat binding, certification: the mock's reply messages (registered with the domain). */
import type { Text } from '../../core/text';

export const memberMessages = {
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
  'website.notHttps': {
    zh: '企业官网须为 https:// 开头的网址',
    en: 'The company website must be an https:// address.',
  },
  'website.credentials': {
    zh: '企业官网的网址中不能含用户名或密码',
    en: 'The company website address must not contain a user name or password.',
  },
  'website.malformed': {
    zh: '企业官网须为完整的网址，如 https://www.example.com',
    en: 'The company website must be a full address, such as https://www.example.com.',
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
  'cert.required': {
    zh: '企业认证通过后才能{action}，请先在个人中心完成企业认证',
    en: 'Your enterprise must be certified before you can {action}. Complete certification in the member centre.',
  },
} satisfies Record<string, Text>;

/** Names of the account, SMS and certification calls' fields in refusals (registered with the domain). */
export const memberFieldLabels: Record<string, Text> = {
  mobile: { zh: '手机号', en: 'mobile number' },
  password: { zh: '密码', en: 'password' },
  smsCode: { zh: '短信验证码', en: 'SMS code' },
  scene: { zh: '验证码用途', en: 'code purpose' },
  ticket: { zh: '验证凭证', en: 'verification ticket' },
  companyName: { zh: '企业名称', en: 'company name' },
  userType: { zh: '用户类型', en: 'user type' },
  agreeTerms: { zh: '用户协议', en: 'terms of use' },
  nickname: { zh: '昵称', en: 'nickname' },
  email: { zh: '邮箱', en: 'e-mail' },
  avatar: { zh: '头像', en: 'avatar' },
  bindTicket: { zh: '微信授权', en: 'WeChat authorisation' },
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
  'enterprise.website': { zh: '企业官网', en: 'company website' },
};
