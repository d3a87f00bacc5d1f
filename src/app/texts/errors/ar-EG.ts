import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const errors: Catalogue<typeof zh> = {
  'errors.timeout': 'انتهت مهلة الطلب. تحقق من اتصالك وأعد المحاولة.',
  'errors.offline': 'أنت غير متصل بالإنترنت. تحقق من اتصال الشبكة وأعد المحاولة.',
  'errors.network': 'تعذّر الوصول إلى الخادم. يُرجى المحاولة لاحقًا.',
  'errors.server': 'حدث خطأ في الخادم. يُرجى المحاولة لاحقًا.',
  'errors.contract': 'تعذّرت قراءة ردّ الخادم. يُرجى المحاولة لاحقًا.',
  'errors.http': 'تعذّر تنفيذ الطلب ({status}). يُرجى المحاولة لاحقًا.',
  'errors.unknown': 'حدث خطأ ما. يُرجى المحاولة لاحقًا.',
  'errors.sessionExpired': 'انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  'errors.loginRequired': 'يُرجى تسجيل الدخول أولًا.',
  'errors.localeLoadFailed': 'تعذّر تغيير اللغة. تحقق من اتصالك وأعد المحاولة.',
};

export default errors;
