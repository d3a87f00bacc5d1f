/** Sign-in and captcha: the mock's reply messages (registered with the domain). */
import type { Text } from '../../core/text';

export const authMessages = {
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
  'login.smsLocked': {
    zh: '验证码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many wrong codes: the account is locked. Try again in {minutes} min.',
  },
  'login.noAccount': {
    zh: '该手机号尚未注册',
    en: 'No account uses this mobile number.',
  },
} satisfies Record<string, Text>;

/** Names of the sign-in and captcha calls' fields in refusals (registered with the domain). */
export const authFieldLabels: Record<string, Text> = {
  username: { zh: '账号', en: 'account' },
  captchaKey: { zh: '图形验证码', en: 'captcha' },
  captchaCode: { zh: '图形验证码', en: 'captcha' },
  grantType: { zh: '授权类型', en: 'grant type' },
  refreshToken: { zh: '刷新令牌', en: 'refresh token' },
  code: { zh: '授权码', en: 'authorisation code' },
};
