import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Texts of the HS code and tariff look-up (a lazy area: loaded with its pages and the tender form). */
const hsCode: Catalogue<typeof zh> = {
  'hsCode.search.label': 'رمز HS أو وصف البضاعة',
  'hsCode.search.placeholder': 'رمز (مثل 8517.62) أو بضاعة (مثل هاتف محمول)',
  'hsCode.search.submit': 'بحث',
  'hsCode.search.hint':
    'بادئة رمز من 2–10 أرقام (تُتجاهل النقاط والمسافات)، أو كلمات بالصينية أو الإنجليزية.',
  'hsCode.search.empty': 'أدخل رمز HS أو وصف البضاعة',
  'hsCode.search.tooShort':
    'أدخل ما لا يقل عن 2 من أرقام الرمز (المُدخل: {count})، مثل رقم الفصل 85',
  'hsCode.search.tooLong': 'يتكوّن رمز HS من 10 أرقام كحد أقصى (المُدخل: {count})',
  'hsCode.search.kind.prefix': 'التي تبدأ بـ {prefix}',
  'hsCode.search.kind.keyword': 'التي يتضمن وصفها «{keyword}»',
  'hsCode.results.label': 'النتائج',
  'hsCode.results.total':
    'الرموز {what}: {total, plural, zero {# رمز} one {# رمز} two {# رمزان} few {# رموز} many {# رمزًا} other {# رمز}}',
  'hsCode.results.pages': 'صفحات النتائج',
  'hsCode.results.loadFailed': 'فشل البحث',
  'hsCode.results.slow': 'لا يزال البحث جاريًا، يُرجى الانتظار…',
  'hsCode.results.empty': 'لا توجد نتائج للرموز {what}.',
  'hsCode.results.emptyHint': 'جرّب بادئة رمز أقصر أو كلمة أخرى، أو تصفّح الفصول أدناه.',
  'hsCode.results.clear': 'مسح البحث',
  'hsCode.detail.label': 'تفاصيل الرمز',
  'hsCode.detail.none':
    'اختر رمزًا من النتائج لعرض معدلات الرسوم والضرائب وشروط الرقابة وعناصر التصريح الخاصة به.',
  'hsCode.detail.loadFailed': 'تعذّر تحميل الرمز {code}',
  'hsCode.detail.notFound': 'الرمز {code} غير موجود في بيانات العينة.',
  'hsCode.detail.close': 'إغلاق التفاصيل',
  'hsCode.detail.chapter': 'الفصل',
  'hsCode.detail.heading': 'البند',
  'hsCode.detail.unit.first': 'وحدة القياس الأولى',
  'hsCode.detail.unit.second': 'وحدة القياس الثانية',
  'hsCode.detail.unit.none': 'لا يوجد',
  'hsCode.detail.mfnRate': 'رسم الاستيراد للدولة الأولى بالرعاية',
  'hsCode.detail.generalRate': 'رسم الاستيراد العام',
  'hsCode.detail.vatRate': 'ضريبة القيمة المضافة على الاستيراد',
  'hsCode.detail.exportRebateRate': 'استرداد ضريبة القيمة المضافة على التصدير',
  'hsCode.detail.supervision': 'شروط الرقابة الجمركية',
  'hsCode.detail.inspection': 'فئات الفحص والحجر الصحي',
  'hsCode.detail.noCondition': 'لا يوجد',
  'hsCode.detail.elements': 'عناصر التصريح',
  'hsCode.detail.noElements': 'لا يوجد',
  'hsCode.detail.updatedAt': 'آخر تحديث للبيانات',
  'hsCode.copy.field': 'الرمز {code}',
  'hsCode.copy.short': 'نسخ',
  'hsCode.tree.title': 'التصفح حسب الفصل',
  'hsCode.tree.loading': 'جارٍ التحميل…',
  'hsCode.tree.loadFailed': 'تعذّر تحميل الفصول',
  'hsCode.tree.count':
    '{count, plural, zero {# رمز} one {# رمز} two {# رمزان} few {# رموز} many {# رمزًا} other {# رمز}}',
  'hsCode.tree.chapter': 'الفصل {code}',
  'hsCode.tree.searchHeading': 'البحث في الرموز ضمن {code}',
  'hsCode.notice.title': 'بيانات عينة',
  'hsCode.notice.sample':
    'عينة من التعريفة الجمركية الصينية: المعدلات سارية حتى {asOf}، وعدد الرموز {count} وعدد الفصول {chapters}. تحقّق لدى الجمارك أو مخلّصك الجمركي قبل التصريح.',
  'hsCode.notice.full':
    'المعدلات سارية حتى {asOf}، وعدد الرموز {count}. تحقّق لدى الجمارك أو مخلّصك الجمركي قبل التصريح.',
  'hsCode.hsInput.placeholder': 'رمز أو بضاعة، مثل 8517 أو هاتف محمول',
  'hsCode.hsInput.searching': 'جارٍ البحث…',
  'hsCode.hsInput.noMatch': 'لا يوجد رمز مطابق في بيانات العينة؛ يمكنك كتابة رمز من 6–10 أرقام',
  'hsCode.hsInput.failed': 'يتعذّر البحث عن الرموز حاليًا؛ يمكنك كتابة رمز من 6–10 أرقام',
};

export default hsCode;
