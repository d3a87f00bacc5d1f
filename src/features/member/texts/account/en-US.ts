import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const account: Catalogue<typeof zh> = {
  'account.register.userType': 'Enterprise type',
  'account.register.userTypeRequired': 'Choose an enterprise type',
  'account.register.userTypeExtra': 'It decides what you can do here and cannot be changed later',
  'account.register.companyName': 'Company name',
  'account.register.companyNamePlaceholder': 'As on your business licence',
  'account.register.companyNameRequired': 'Enter the company name',
  'account.register.companyNameTooLong': 'The company name can have at most {max} characters',
  'account.register.agree': 'I have read and accept the {terms}',
  'account.register.terms': 'terms of service',
  'account.register.newTab': ' (opens in a new tab)',
  'account.register.agreeRequired': 'Please read and accept the terms of service',
  'account.register.submit': 'Create account',
  'account.register.success': 'Welcome! Now complete your company details',
  'account.register.loginFailed':
    'Your account was created, but signing you in failed. Please log in with it.',
  'account.register.hasAccount': 'Already have an account?',
  'account.register.login': 'Log in',
  'account.register.wechatNote': 'Your new account will be linked to your WeChat account',
  'account.password.label': 'Password',
  'account.password.confirmLabel': 'Confirm password',
  'account.password.newLabel': 'New password',
  'account.password.confirmNewLabel': 'Confirm new password',
  'account.password.placeholder': '8–20 letters and digits',
  'account.password.confirmPlaceholder': 'Enter the password again',
  'account.password.rule': '8–20 characters with both letters and digits; symbols are allowed',
  'account.password.required': 'Enter a password',
  'account.password.invalid': 'Use 8–20 characters with both letters and digits',
  'account.password.confirmRequired': 'Enter the password again',
  'account.password.mismatch': 'The passwords do not match',
  'account.password.strength': 'Password strength: {level}',
  'account.password.strength.weak': 'weak',
  'account.password.strength.medium': 'medium',
  'account.password.strength.strong': 'strong',
  'account.password.strengthTip':
    'Mix upper and lower case, digits and symbols, or use 12 characters or more, to make it stronger',
  'account.reset.stepOf': 'Step {current} of {total}: {title}',
  'account.reset.step.mobile': 'Mobile',
  'account.reset.step.code': 'Code',
  'account.reset.step.password': 'New password',
  'account.reset.codeSent':
    'If {mobile} belongs to an account, a code is on its way. It is valid for 5 minutes.',
  'account.reset.resendHint':
    'No code? When the countdown ends, enter the image captcha to get a new one.',
  'account.reset.changeMobile': 'Change number',
  'account.reset.back': 'Back',
  'account.reset.next': 'Next',
  'account.reset.submit': 'Reset password',
  'account.reset.success': 'Your password has been reset. Log in with the new one.',
  'account.reset.ticketExpired': 'The verification has expired. Please get a new SMS code.',
  'account.reset.remembered': 'Remembered it?',
  'account.reset.login': 'Back to login',
  'account.smsLogin.submit': 'Log in',
  'account.smsLogin.noAccount': 'No account uses this mobile number.',
  'account.smsLogin.register': 'Register with this number',
};

export default account;
