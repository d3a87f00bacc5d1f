import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const account: Catalogue<typeof zh> = {
  'account.register.userType': 'نوع المؤسسة',
  'account.register.userTypeRequired': 'اختر نوع المؤسسة',
  'account.register.userTypeExtra': 'يحدد ما يمكنك القيام به على المنصة، ولا يمكن تغييره لاحقًا',
  'account.register.companyName': 'اسم المؤسسة',
  'account.register.companyNamePlaceholder': 'كما هو مدوَّن في الرخصة التجارية',
  'account.register.companyNameRequired': 'أدخل اسم المؤسسة',
  'account.register.companyNameTooLong': 'يجب ألا يتجاوز طول اسم المؤسسة {max} خانة',
  'account.register.agree': 'لقد قرأت {terms} وأوافق عليها',
  'account.register.terms': 'شروط الخدمة',
  'account.register.newTab': ' (تُفتح في علامة تبويب جديدة)',
  'account.register.agreeRequired': 'يُرجى قراءة شروط الخدمة والموافقة عليها',
  'account.register.submit': 'إنشاء حساب',
  'account.register.success': 'مرحبًا بك! أكمل الآن بيانات مؤسستك',
  'account.register.loginFailed':
    'تم إنشاء حسابك، لكن تعذّر تسجيل دخولك تلقائيًا. يُرجى تسجيل الدخول باستخدامه.',
  'account.register.hasAccount': 'لديك حساب بالفعل؟',
  'account.register.login': 'تسجيل الدخول',
  'account.register.wechatNote': 'سيُربط حسابك الجديد بحسابك على وي تشات',
  'account.password.label': 'كلمة المرور',
  'account.password.confirmLabel': 'تأكيد كلمة المرور',
  'account.password.newLabel': 'كلمة المرور الجديدة',
  'account.password.confirmNewLabel': 'تأكيد كلمة المرور الجديدة',
  'account.password.placeholder': '8–20 خانة من الأحرف والأرقام',
  'account.password.confirmPlaceholder': 'أدخل كلمة المرور مرة أخرى',
  'account.password.rule': '8–20 خانة تجمع بين الأحرف والأرقام؛ ويُسمح باستخدام الرموز',
  'account.password.required': 'أدخل كلمة المرور',
  'account.password.invalid': 'استخدم 8–20 خانة تجمع بين الأحرف والأرقام',
  'account.password.confirmRequired': 'أدخل كلمة المرور مرة أخرى',
  'account.password.mismatch': 'كلمتا المرور غير متطابقتين',
  'account.password.strength': 'قوة كلمة المرور: {level}',
  'account.password.strength.weak': 'ضعيفة',
  'account.password.strength.medium': 'متوسطة',
  'account.password.strength.strong': 'قوية',
  'account.password.strengthTip':
    'لزيادة قوتها، اجمع بين الأحرف الكبيرة والصغيرة والأرقام والرموز، أو استخدم 12 خانة أو أكثر',
  'account.reset.stepOf': 'الخطوة {current} من {total}: {title}',
  'account.reset.step.mobile': 'رقم الجوال',
  'account.reset.step.code': 'رمز التحقق',
  'account.reset.step.password': 'كلمة المرور الجديدة',
  'account.reset.codeSent':
    'إذا كان الرقم {mobile} مرتبطًا بحساب، فسيصلك رمز قريبًا، وهو صالح لمدة 5 دقائق.',
  'account.reset.resendHint':
    'لم يصلك الرمز؟ عند انتهاء العد التنازلي، أدخل رمز التحقق المصوَّر للحصول على رمز جديد.',
  'account.reset.changeMobile': 'تغيير الرقم',
  'account.reset.back': 'السابق',
  'account.reset.next': 'التالي',
  'account.reset.submit': 'إعادة تعيين كلمة المرور',
  'account.reset.success': 'تمت إعادة تعيين كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  'account.reset.ticketExpired': 'انتهت صلاحية التحقق. يُرجى طلب رمز رسالة نصية جديد.',
  'account.reset.remembered': 'تذكّرت كلمة المرور؟',
  'account.reset.login': 'العودة إلى تسجيل الدخول',
  'account.smsLogin.submit': 'تسجيل الدخول',
  'account.smsLogin.noAccount': 'لا يوجد حساب مرتبط برقم الجوال هذا.',
  'account.smsLogin.register': 'إنشاء حساب بهذا الرقم',
};

export default account;
