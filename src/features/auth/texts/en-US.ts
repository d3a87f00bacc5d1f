import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const auth: Catalogue<typeof zh> = {
  'auth.login.account': 'Account',
  'auth.login.accountPlaceholder': 'Mobile number or user name',
  'auth.login.accountRequired': 'Enter your mobile number or user name',
  'auth.login.password': 'Password',
  'auth.login.passwordPlaceholder': 'Enter your password',
  'auth.login.passwordRequired': 'Enter your password',
  'auth.login.captcha': 'Captcha',
  'auth.login.captchaPlaceholder': '4 characters',
  'auth.login.captchaRequired': 'Enter the captcha',
  'auth.login.captchaLength': 'The captcha has 4 characters',
  'auth.login.submit': 'Log in',
  'auth.login.methods': 'How to log in',
  'auth.login.byPassword': 'Password login',
  'auth.login.bySms': 'SMS code login',
  'auth.login.noAccount': 'No account yet?',
  'auth.login.register': 'Register for free',
  'auth.login.forgot': 'Forgot password',
  'auth.login.success': 'Logged in',
  'auth.login.redirecting': 'Already logged in, redirecting…',
  'auth.login.asideTitle': 'Where shippers, forwarders and consolidators meet',
  'auth.login.asidePoint1': 'Issue freight tenders and compare forwarders’ bids side by side',
  'auth.login.asidePoint2': 'Search live freight rates and get instant quotes',
  'auth.login.asidePoint3': 'Free sailing schedules and HS code look-up',
};

export default auth;
