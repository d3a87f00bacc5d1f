import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const forms: Catalogue<typeof zh> = {
  'forms.mobile.label': 'Mobile number',
  'forms.mobile.placeholder': '11-digit mainland China mobile number',
  'forms.mobile.required': 'Enter your mobile number',
  'forms.mobile.invalid': 'Enter a valid 11-digit mobile number',
  'forms.captcha.label': 'Image captcha',
  'forms.captcha.placeholder': '4 characters',
  'forms.captcha.required': 'Enter the image captcha',
  'forms.captcha.length': 'The image captcha has 4 characters',
  'forms.captcha.extra': 'Needed to send the SMS code',
  'forms.captcha.image': 'Captcha image, click for a new one',
  'forms.captcha.refresh': 'New captcha',
  'forms.captcha.loadFailed': 'Captcha failed to load. Click to retry',
  'forms.captcha.retry': 'Retry',
  'forms.sms.label': 'SMS code',
  'forms.sms.placeholder': '6 digits',
  'forms.sms.required': 'Enter the SMS code',
  'forms.sms.invalid': 'The SMS code has 6 digits',
  'forms.sms.send': 'Get code',
  'forms.sms.resend': 'Resend in {seconds} s',
  'forms.sms.sent': 'Code sent to {mobile}; it is valid for 5 minutes',
};

export default forms;
