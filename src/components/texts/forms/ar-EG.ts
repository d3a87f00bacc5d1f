import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const forms: Catalogue<typeof zh> = {
  'forms.mobile.label': 'رقم الجوال',
  'forms.mobile.placeholder': 'رقم جوال من 11 رقمًا في البر الرئيسي للصين',
  'forms.mobile.required': 'أدخل رقم الجوال',
  'forms.mobile.invalid': 'أدخل رقم جوال صحيحًا من 11 رقمًا',
  'forms.captcha.label': 'رمز التحقق المصوّر',
  'forms.captcha.placeholder': '4 أحرف',
  'forms.captcha.required': 'أدخل رمز التحقق المصوّر',
  'forms.captcha.length': 'يتكون رمز التحقق المصوّر من 4 أحرف',
  'forms.captcha.extra': 'مطلوب لإرسال رمز الرسالة النصية',
  'forms.captcha.image': 'صورة رمز التحقق، انقر للحصول على صورة جديدة',
  'forms.captcha.refresh': 'رمز جديد',
  'forms.captcha.loadFailed': 'تعذّر تحميل رمز التحقق. انقر لإعادة المحاولة',
  'forms.captcha.retry': 'إعادة المحاولة',
  'forms.sms.label': 'رمز الرسالة النصية',
  'forms.sms.placeholder': '6 أرقام',
  'forms.sms.required': 'أدخل رمز الرسالة النصية',
  'forms.sms.invalid': 'يتكون رمز الرسالة النصية من 6 أرقام',
  'forms.sms.send': 'الحصول على الرمز',
  'forms.sms.resend': 'إعادة الإرسال بعد {seconds} ث',
  'forms.sms.sent': 'أُرسل الرمز إلى {mobile}، وهو صالح لمدة 5 دقائق',
};

export default forms;
