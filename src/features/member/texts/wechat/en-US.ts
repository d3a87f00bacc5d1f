import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const wechat: Catalogue<typeof zh> = {
  'wechat.login.divider': 'Other ways to log in',
  'wechat.login.button': 'Log in with WeChat',
  'wechat.login.checking': 'Finishing the WeChat login…',
  'wechat.login.success': 'Logged in',
  'wechat.login.retry': 'Try WeChat again',
  'wechat.error.title': 'WeChat login not completed',
  'wechat.error.mismatch':
    'This WeChat login could not be traced back to this page (the link may have been used already or altered), so you were not logged in. Please log in with WeChat again.',
  'wechat.error.expired':
    'This WeChat login was not completed within 10 minutes. Please log in with WeChat again.',
  'wechat.error.denied':
    'You declined the WeChat authorisation, so you were not logged in. Try WeChat again or log in with your account and password.',
  'wechat.error.failed': 'The WeChat login failed: {message}',
  'wechat.bind.title': 'Link your account',
  'wechat.bind.intro':
    'The WeChat account “{nickname}” is not linked to an account here yet. Verify your mobile number to link an existing account; next time WeChat logs you straight in.',
  'wechat.bind.submit': 'Link and log in',
  'wechat.bind.success': 'Account linked; you are logged in',
  'wechat.bind.noAccount': 'No account yet?',
  'wechat.bind.register': 'Register a new account',
  'wechat.bind.back': 'Back to login',
};

export default wechat;
