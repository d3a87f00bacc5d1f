import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Texts of the enterprise directory (a lazy area: loaded with its pages). */
const directory: Catalogue<typeof zh> = {
  'directory.categories.label': 'فئات الدليل',
  'directory.filters.label': 'تصفية المؤسسات',
  'directory.filters.keyword': 'اسم المؤسسة',
  'directory.filters.keywordPlaceholder': 'الاسم بالصينية أو الإنجليزية',
  'directory.filters.search': 'بحث',
  'directory.filters.province': 'المقاطعة',
  'directory.filters.service': 'الخدمة',
  'directory.filters.any': 'الكل',
  'directory.filters.certified': 'المؤسسات الموثقة فقط',
  'directory.filters.reset': 'مسح عوامل التصفية',
  'directory.list.label': 'المؤسسات',
  'directory.list.total':
    'الإجمالي: {total, plural, zero {# مؤسسة} one {# مؤسسة} two {# مؤسستان} few {# مؤسسات} many {# مؤسسةً} other {# مؤسسة}}',
  'directory.list.pages': 'الصفحات',
  'directory.list.empty': 'لا توجد مؤسسة تطابق عوامل التصفية هذه',
  'directory.list.loadFailed': 'تعذّر تحميل المؤسسات',
  'directory.cert.approved': 'موثقة',
  'directory.cert.pending': 'قيد المراجعة',
  'directory.cert.none': 'غير موثقة',
  'directory.cert.approvedLong': 'مؤسسة موثقة',
  'directory.card.openTenders': 'المناقصات المفتوحة: {count}',
  'directory.card.listings': 'الأسعار في السوق: {count}',
  'directory.card.noServices': 'لم تُحدَّد خدمات',
  'directory.card.services': 'الخدمات',
  'directory.notFound.title': 'فئة الدليل غير موجودة',
  'directory.notFound.description':
    'الفئة «{id}» الواردة في العنوان غير موجودة. اختر إحدى الفئات التالية:',
  'directory.detail.back': 'العودة إلى الدليل',
  'directory.detail.notFound.title': 'المؤسسة غير موجودة',
  'directory.detail.notFound.description':
    'تعذّر العثور على هذه المؤسسة: ربما غادرت المنصة، أو أن الرابط غير صحيح.',
  'directory.detail.loadFailed': 'تعذّر تحميل بيانات المؤسسة',
  'directory.detail.profile': 'ملف المؤسسة',
  'directory.detail.userType': 'النوع',
  'directory.detail.province': 'المقاطعة',
  'directory.detail.address': 'العنوان',
  'directory.detail.website': 'الموقع الإلكتروني',
  'directory.detail.joined': 'تاريخ الانضمام',
  'directory.detail.services': 'الخدمات',
  'directory.detail.certification': 'توثيق المؤسسة',
  'directory.detail.intro': 'نبذة',
  'directory.detail.noIntro': 'لم تكتب هذه المؤسسة نبذة تعريفية بعد.',
  'directory.detail.notGiven': 'غير محدد',
  'directory.contact.title': 'بيانات الاتصال',
  'directory.contact.name': 'مسؤول الاتصال',
  'directory.contact.phone': 'الهاتف',
  'directory.contact.email': 'البريد الإلكتروني',
  'directory.contact.login': 'سجّل الدخول لعرض بيانات الاتصال',
  'directory.contact.loginHint': 'تظهر بيانات الاتصال للأعضاء المسجّلين دخولهم فقط.',
  'directory.tenders.title': 'المناقصات المفتوحة',
  'directory.tenders.empty': 'لا توجد لدى هذه المؤسسة مناقصات مفتوحة',
  'directory.tenders.loadFailed': 'تعذّر تحميل المناقصات',
  'directory.tenders.total': 'المناقصات المفتوحة: {total}؛ يُعرض أحدث {shown} منها',
  'directory.tenders.deadline': 'يُغلق في {time}',
  'directory.tenders.bids':
    '{count, plural, zero {# عرض} one {# عرض} two {# عرضان} few {# عروض} many {# عرضًا} other {# عرض}}',
  'directory.listings.title': 'الأسعار في السوق',
  'directory.listings.empty': 'لا توجد لدى هذه المؤسسة أسعار في السوق',
  'directory.listings.loadFailed': 'تعذّر تحميل الأسعار',
  'directory.listings.total': 'الأسعار في السوق: {total}؛ يُعرض أحدث {shown} منها',
  'directory.listings.from': 'ابتداءً من {price}',
  'directory.listings.transit':
    'مدة العبور {days, plural, zero {# يوم} one {# يوم} two {# يومان} few {# أيام} many {# يومًا} other {# يوم}}',
  'directory.listings.validTo': 'صالح حتى {date}',
  'directory.lane': 'من {pol} إلى {pod}',
};

export default directory;
