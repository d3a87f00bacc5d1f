import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const auth: Catalogue<typeof zh> = {
  'auth.login.account': 'الحساب',
  'auth.login.accountPlaceholder': 'رقم الجوال أو اسم المستخدم',
  'auth.login.accountRequired': 'أدخل رقم جوالك أو اسم المستخدم',
  'auth.login.password': 'كلمة المرور',
  'auth.login.passwordPlaceholder': 'أدخل كلمة المرور',
  'auth.login.passwordRequired': 'أدخل كلمة المرور',
  'auth.login.captcha': 'رمز التحقق',
  'auth.login.captchaPlaceholder': '4 خانات كما في الصورة',
  'auth.login.captchaRequired': 'أدخل رمز التحقق',
  'auth.login.captchaLength': 'يتكوّن رمز التحقق من 4 خانات',
  'auth.login.submit': 'تسجيل الدخول',
  'auth.login.methods': 'طريقة تسجيل الدخول',
  'auth.login.byPassword': 'الدخول بكلمة المرور',
  'auth.login.bySms': 'الدخول برمز الرسالة النصية',
  'auth.login.noAccount': 'ليس لديك حساب بعد؟',
  'auth.login.register': 'أنشئ حسابًا مجانًا',
  'auth.login.forgot': 'نسيت كلمة المرور',
  'auth.login.success': 'تم تسجيل الدخول',
  'auth.login.redirecting': 'أنت مسجّل الدخول بالفعل، جارٍ إعادة التوجيه…',
  'auth.login.asideTitle': 'ملتقى الشاحنين ووكلاء الشحن ومُجمِّعي الحاويات',
  'auth.login.asidePoint1': 'اطرح مناقصات الشحن وقارن عروض أسعار وكلاء الشحن جنبًا إلى جنب',
  'auth.login.asidePoint2': 'ابحث في أسعار الشحن المحدَّثة واحصل على تقديرات فورية للأسعار',
  'auth.login.asidePoint3': 'جداول إبحار وبحث عن رموز HS مجانًا',
};

export default auth;
