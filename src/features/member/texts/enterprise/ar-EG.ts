import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Enterprise certification (/subBaseInfo) and the profile editor (/user/changeBaseInfo). */
const enterprise: Catalogue<typeof zh> = {
  'enterprise.field.name': 'اسم المؤسسة',
  'enterprise.field.namePlaceholder': 'كما هو في الرخصة التجارية',
  'enterprise.field.creditCode': 'الرمز الموحد للائتمان الاجتماعي',
  'enterprise.field.creditCodePlaceholder': '18 خانة',
  'enterprise.field.province': 'المقاطعة',
  'enterprise.field.provincePlaceholder': 'اكتب للبحث أو اختر',
  'enterprise.field.address': 'العنوان',
  'enterprise.field.addressPlaceholder': 'المدينة والحي والشارع',
  'enterprise.field.contactName': 'اسم جهة الاتصال',
  'enterprise.field.contactPhone': 'هاتف جهة الاتصال',
  'enterprise.field.contactPhonePlaceholder': 'جوال أو هاتف أرضي، مثل 021-12345678',
  'enterprise.field.email': 'البريد الإلكتروني للمؤسسة',
  'enterprise.field.services': 'الخدمات',
  'enterprise.field.intro': 'نبذة تعريفية',
  'enterprise.field.introPlaceholder': 'النشاط الرئيسي، والخطوط المتميزة، وما يميّزكم',
  'enterprise.field.logo': 'شعار المؤسسة',
  'enterprise.field.licence': 'الرخصة التجارية',
  'enterprise.field.website': 'الموقع الإلكتروني للمؤسسة',
  // Addresses inside a sentence are isolated (FSI … PDI) as message arguments would be.
  'enterprise.field.websitePlaceholder':
    'يبدأ بـ \u2068https://\u2069، مثل \u2068https://www.example.com\u2069',
  'enterprise.field.empty': 'غير مُدخَل',

  'enterprise.rule.tooLong': 'الحد الأقصى لعدد الأحرف: {max}.',
  'enterprise.rule.nameRequired': 'أدخل اسم المؤسسة.',
  'enterprise.rule.creditCodeRequired': 'أدخل الرمز الموحد للائتمان الاجتماعي.',
  'enterprise.rule.creditCodeShape':
    'يتكوّن الرمز من 18 رقمًا أو حرفًا لاتينيًا كبيرًا (باستثناء I وO وS وV وZ)، وتكون الخانات من 3 إلى 8 أرقامًا.',
  'enterprise.rule.creditCodeCheck':
    'خانة التحقق (الخانة 18) لا تتوافق مع بقية الرمز. يُرجى التحقق من عدم وجود خطأ في الكتابة.',
  'enterprise.rule.provinceRequired': 'اختر المقاطعة.',
  'enterprise.rule.addressRequired': 'أدخل العنوان.',
  'enterprise.rule.contactNameRequired': 'أدخل اسم جهة الاتصال.',
  'enterprise.rule.contactPhoneRequired': 'أدخل رقم هاتف جهة الاتصال.',
  'enterprise.rule.contactPhoneInvalid':
    'أدخل رقم هاتف صالحًا: من 5 إلى 20 رقمًا، مع + أو - أو أقواس أو مسافات عند الحاجة.',
  'enterprise.rule.emailInvalid': 'أدخل بريدًا إلكترونيًا صالحًا.',
  'enterprise.rule.website.notHttps':
    'أدخل عنوانًا يبدأ بـ \u2068https://\u2069 (لا يُقبل \u2068http://\u2069 ولا غيره من البروتوكولات).',
  'enterprise.rule.website.credentials': 'يجب ألا يتضمن العنوان اسم مستخدم أو كلمة مرور.',
  'enterprise.rule.website.malformed':
    'أدخل عنوانًا كاملًا، مثل \u2068https://www.example.com\u2069.',
  'enterprise.rule.licenceRequired': 'ارفع الرخصة التجارية.',
  'enterprise.rule.nicknameRequired': 'أدخل اسمًا مستعارًا.',
  'enterprise.rule.mobileSame': 'هذا هو رقم جوالك الحالي بالفعل.',

  'enterprise.imageUpload.upload': 'رفع',
  'enterprise.imageUpload.uploadLabel': 'رفع {label}',
  'enterprise.imageUpload.replace': 'استبدال',
  'enterprise.imageUpload.replaceLabel': 'استبدال {label}',
  'enterprise.imageUpload.remove': 'إزالة',
  'enterprise.imageUpload.removeLabel': 'إزالة {label}',
  'enterprise.imageUpload.preview': 'معاينة {label}',
  'enterprise.imageUpload.hint': 'صورة بصيغة JPG أو PNG، لا يتجاوز حجمها {maxMb} ميغابايت.',

  'enterprise.cert.loadFailed': 'تعذّر تحميل بيانات مؤسستك',
  'enterprise.cert.section.identity': 'هوية المؤسسة',
  'enterprise.cert.section.contact': 'الاتصال والخدمات',
  'enterprise.cert.none.title': 'لم يتم التوثيق بعد',
  'enterprise.cert.none.description':
    'املأ بيانات مؤسستك، وارفع الرخصة التجارية، ثم أرسلها للمراجعة. بعد التوثيق يرى شركاؤك شارة «موثَّقة».',
  'enterprise.cert.pending.title': 'قيد المراجعة',
  'enterprise.cert.pending.description':
    'أُرسلت في {time}. تستغرق المراجعة عادةً بضع دقائق، وتظهر النتيجة في هذه الصفحة تلقائيًا. لا يمكن تغيير البيانات أدناه أثناء المراجعة.',
  'enterprise.cert.approved.title': 'موثَّقة',
  'enterprise.cert.approved.description': '{name} مؤسسة موثَّقة.',
  'enterprise.cert.rejected.title': 'رُفض التوثيق',
  'enterprise.cert.rejected.reason': 'السبب: {reason}',
  'enterprise.cert.rejected.description':
    'صحّح ما يذكره السبب ثم أعد الإرسال. يحتفظ النموذج بما أرسلته في المرة السابقة.',
  'enterprise.cert.change.title': 'تغيير بيانات التوثيق',
  'enterprise.cert.change.description':
    'يتطلب تغيير اسم المؤسسة أو الرمز الموحد للائتمان الاجتماعي أو الرخصة التجارية مراجعة جديدة، وتظهر المؤسسة غير موثَّقة حتى تتم الموافقة.',
  'enterprise.cert.submit': 'إرسال طلب التوثيق',
  'enterprise.cert.resubmit': 'إعادة الإرسال',
  'enterprise.cert.saveDraft': 'حفظ المسودة',
  'enterprise.cert.draftSaved': 'تم حفظ المسودة. يمكنك إكمالها لاحقًا.',
  'enterprise.cert.submitted': 'تم إرسال طلب التوثيق. يُرجى انتظار المراجعة.',
  'enterprise.cert.toCenter': 'الانتقال إلى حسابي',
  'enterprise.cert.toProfile': 'تعديل بيانات الاتصال',
  'enterprise.cert.change': 'تغيير بيانات التوثيق',
  'enterprise.cert.cancelChange': 'تجاهل التغييرات',

  'enterprise.profile.account.title': 'الحساب',
  'enterprise.profile.nickname': 'الاسم المستعار',
  'enterprise.profile.email': 'البريد الإلكتروني الشخصي',
  'enterprise.profile.avatar': 'الصورة الشخصية',
  'enterprise.profile.enterprise.title': 'المؤسسة',
  'enterprise.profile.certified.title': 'بيانات التوثيق',
  'enterprise.profile.certified.note':
    'تمت مراجعة اسم المؤسسة والرمز الموحد للائتمان الاجتماعي والرخصة التجارية؛ ويتطلب تغييرها توثيقًا جديدًا.',
  'enterprise.profile.certified.noteUncertified':
    'يُدخَل اسم المؤسسة والرمز الموحد للائتمان الاجتماعي والرخصة التجارية في طلب التوثيق، وتراجعها المنصة.',
  'enterprise.profile.certified.link': 'الانتقال إلى توثيق المؤسسة',
  'enterprise.profile.save': 'حفظ التغييرات',
  'enterprise.profile.saved': 'تم حفظ تغييراتك.',
  'enterprise.profile.noChanges': 'لا توجد تغييرات لحفظها.',
  'enterprise.profile.unsaved': 'تغييرات غير محفوظة',
  'enterprise.profile.leave.title': 'مغادرة هذه الصفحة؟',
  'enterprise.profile.leave.content': 'لم تُحفظ تغييراتك بعد، وستُفقد.',
  'enterprise.profile.leave.ok': 'تجاهل والمغادرة',
  'enterprise.profile.leave.cancel': 'البقاء في هذه الصفحة',

  'enterprise.mobile.title': 'رقم الجوال',
  'enterprise.mobile.current': 'الرقم الحالي: {mobile}',
  'enterprise.mobile.note':
    'تسجّل الدخول وتتلقى رموز التحقق بهذا الرقم. يتطلب تغييره رمز تحقق يُرسل إلى الرقم الجديد.',
  'enterprise.mobile.change': 'تغيير الرقم',
  'enterprise.mobile.new': 'رقم الجوال الجديد',
  'enterprise.mobile.hint': 'يُرسل رمز التحقق إلى الرقم الجديد. بعد ذلك، سجّل الدخول بالرقم الجديد.',
  'enterprise.mobile.submit': 'تأكيد تغيير الرقم',
  'enterprise.mobile.changed': 'أصبح رقم جوالك الآن {mobile}.',
};

export default enterprise;
