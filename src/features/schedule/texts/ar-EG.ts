import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Texts of the schedule tool page (a lazy area: loaded with its pages). */
const schedule: Catalogue<typeof zh> = {
  'schedule.filters.title': 'البحث في جداول الإبحار',
  'schedule.filters.pol': 'ميناء التحميل',
  'schedule.filters.pod': 'ميناء التفريغ',
  'schedule.filters.portPlaceholder': 'اسم الميناء أو رمزه',
  'schedule.filters.swap': 'تبديل ميناء التحميل وميناء التفريغ',
  'schedule.filters.dates': 'تواريخ المغادرة (بالتوقيت المحلي لميناء التحميل)',
  'schedule.filters.dateFrom': 'المغادرة من',
  'schedule.filters.dateTo': 'المغادرة حتى',
  'schedule.filters.carrier': 'الناقل',
  'schedule.filters.anyCarrier': 'جميع الناقلين',
  'schedule.filters.routing': 'إعادة الشحن',
  'schedule.routing.all': 'الكل',
  'schedule.routing.direct': 'المباشرة فقط',
  'schedule.routing.transship': 'مع إعادة الشحن',
  'schedule.filters.reset': 'مسح عوامل التصفية',

  'schedule.start.title': 'اختر ميناء التحميل وميناء التفريغ لعرض رحلات الأسابيع الأربعة القادمة',
  'schedule.start.hint': 'أو ابدأ من مسار شائع:',
  'schedule.lane.CNSHA-NLRTM': 'شنغهاي ← روتردام',
  'schedule.lane.CNYTN-USLAX': 'شنتشن يانتيان ← لوس أنجلوس',
  'schedule.lane.CNNGB-DEHAM': 'نينغبو ← هامبورغ',

  'schedule.meta.sample': 'بيانات تجريبية',
  'schedule.meta.sampleText':
    'أُنشئت لأغراض العرض استنادًا إلى أنماط الخدمة الفعلية لكبرى الخطوط الملاحية؛ وليست بيانات مباشرة.',
  'schedule.meta.summary': 'الناقلون: {carriers} · المسارات: {lanes} · آخر تحديث {updatedAt}',

  'schedule.list.title': 'الرحلات',
  'schedule.list.total':
    'الإجمالي: {total, plural, zero {# رحلة} one {# رحلة} two {# رحلتان} few {# رحلات} many {# رحلةً} other {# رحلة}}',
  'schedule.sort.label': 'الترتيب حسب',
  'schedule.sort.etd': 'المغادرة',
  'schedule.sort.eta': 'الوصول',
  'schedule.sort.transit': 'مدة العبور',
  'schedule.sort.order': 'اتجاه الترتيب',
  'schedule.sort.asc': 'الأبكر / الأقصر أولًا',
  'schedule.sort.desc': 'الأحدث / الأطول أولًا',

  'schedule.col.carrier': 'الناقل',
  'schedule.col.service': 'الخدمة',
  'schedule.col.vessel': 'السفينة / الرحلة',
  'schedule.col.etd': 'موعد المغادرة المتوقع',
  'schedule.col.eta': 'موعد الوصول المتوقع',
  'schedule.col.transit': 'مدة العبور',
  'schedule.col.routing': 'مباشر / إعادة شحن',
  'schedule.col.cutoffs': 'مواعيد الإغلاق',
  'schedule.col.source': 'المصدر',
  'schedule.col.actions': 'الإجراءات',
  'schedule.days':
    '{count, plural, zero {# يوم} one {# يوم} two {# يومان} few {# أيام} many {# يومًا} other {# يوم}}',
  'schedule.direct': 'مباشر',
  'schedule.via': 'عبر {ports}',
  'schedule.cutoff.cy': 'إغلاق ساحة الحاويات (CY)',
  'schedule.cutoff.si': 'إغلاق تعليمات الشحن (SI)',
  'schedule.cutoff.vgm': 'إغلاق الوزن الإجمالي المُتحقَّق منه (VGM)',
  'schedule.cutoff.closed': 'مُغلق',
  'schedule.cutoff.unknown': 'غير معلن',
  'schedule.cutoff.left': 'متبقٍّ {countdown}',
  'schedule.cutoff.next': 'الإغلاق التالي: {kind}',
  'schedule.source.carrier': 'الناقل',
  'schedule.source.partner': 'شريك جداول الإبحار',
  'schedule.source.text': '{name} ({kind})',
  'schedule.source.updated': 'آخر تحديث {updatedAt}',

  'schedule.tender': 'طرح مناقصة شحن لهذه الرحلة',
  'schedule.tender.label': 'طرح مناقصة شحن لهذه الرحلة: {vessel} {voyage}',
  'schedule.details': 'التفاصيل',
  'schedule.details.label': 'تفاصيل {vessel} {voyage}',
  'schedule.drawer.lane': 'المسار',

  'schedule.slow': 'ما زال البحث جاريًا، ويستغرق وقتًا أطول من المعتاد…',
  'schedule.empty.title': 'لا توجد رحلات تطابق عوامل التصفية هذه',
  'schedule.empty.hint': 'يمكنك:',
  'schedule.empty.widen': 'توسيع نطاق التواريخ إلى ثمانية أسابيع',
  'schedule.empty.carrier': 'السماح بأي ناقل',
  'schedule.empty.transship': 'السماح بإعادة الشحن',
  'schedule.error.title': 'تعذّر تحميل الرحلات',
  'schedule.error.field': 'يُرجى تصحيح حقل البحث المُشار إليه أعلاه.',

  'schedule.week.title': 'الأسبوع',
  'schedule.week.range': 'من {from} إلى {to}',
  'schedule.week.prev': 'الأسبوع السابق',
  'schedule.week.next': 'الأسبوع التالي',
  'schedule.week.none': 'لا توجد رحلات',
  'schedule.week.empty': 'لا توجد رحلات هذا الأسبوع',
  'schedule.view.label': 'طريقة العرض',
  'schedule.view.list': 'قائمة',
  'schedule.view.week': 'أسبوع',
  'schedule.pages': 'صفحات الرحلات',
};

export default schedule;
