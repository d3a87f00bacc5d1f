import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const wechat: Catalogue<typeof zh> = {
  'wechat.login.divider': 'طرق أخرى لتسجيل الدخول',
  'wechat.login.button': 'تسجيل الدخول عبر وي تشات',
  'wechat.login.checking': 'جارٍ إكمال تسجيل الدخول عبر وي تشات…',
  'wechat.login.success': 'تم تسجيل الدخول',
  'wechat.login.retry': 'إعادة المحاولة عبر وي تشات',
  'wechat.error.title': 'لم يكتمل تسجيل الدخول عبر وي تشات',
  'wechat.error.mismatch':
    'تعذّر التأكد من أن تسجيل الدخول عبر وي تشات هذا بدأ من هذه الصفحة (ربما استُخدم الرابط من قبل أو عُدِّل)، لذا لم يتم تسجيل دخولك. يُرجى تسجيل الدخول عبر وي تشات مرة أخرى.',
  'wechat.error.expired':
    'لم يكتمل تسجيل الدخول عبر وي تشات خلال 10 دقائق. يُرجى تسجيل الدخول عبر وي تشات مرة أخرى.',
  'wechat.error.denied':
    'رفضت تفويض وي تشات، لذا لم يتم تسجيل دخولك. أعد المحاولة عبر وي تشات أو سجّل الدخول باسم الحساب وكلمة المرور.',
  'wechat.error.failed': 'فشل تسجيل الدخول عبر وي تشات: {message}',
  'wechat.bind.title': 'ربط حسابك',
  'wechat.bind.intro':
    'حساب وي تشات «{nickname}» غير مرتبط بأي حساب على المنصة بعد. تحقّق من رقم الجوال لربط حساب موجود، وفي المرة القادمة يمكنك تسجيل الدخول مباشرةً عبر وي تشات.',
  'wechat.bind.submit': 'ربط وتسجيل الدخول',
  'wechat.bind.success': 'تم ربط الحساب وتسجيل دخولك',
  'wechat.bind.noAccount': 'ليس لديك حساب بعد؟',
  'wechat.bind.register': 'إنشاء حساب جديد',
  'wechat.bind.back': 'العودة إلى تسجيل الدخول',
};

export default wechat;
