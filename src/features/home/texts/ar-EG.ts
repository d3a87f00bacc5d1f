import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Texts of the home page and the business landing (a lazy area: loaded with its pages). */
const home: Catalogue<typeof zh> = {
  'home.search.title': 'ابحث عن الشحن',
  'home.search.target': 'البحث في',
  'home.search.tender': 'المناقصات',
  'home.search.market': 'أسعار الشحن',
  'home.search.schedule': 'جداول الإبحار',
  'home.search.keyword': 'كلمة مفتاحية',
  'home.search.keywordHint': 'البضاعة أو العنوان أو رقم المناقصة',
  'home.search.pol': 'ميناء التحميل',
  'home.search.pod': 'ميناء التفريغ',
  // An example port name, isolated (FSI … PDI) as a message argument would be: a placeholder holds
  // no markup.
  'home.search.portHint': 'مثل \u2068Shanghai\u2069 أو CNSHA',
  'home.search.unknownPort': 'لم يُعثر على ميناء بهذا الاسم؛ اختر ميناءً من القائمة',
  'home.search.submit': 'بحث',
  'home.block.more': 'عرض الكل',
  'home.block.failed': 'تعذّر التحميل',
  'home.tenders.title': 'أحدث المناقصات',
  'home.tenders.empty': 'لا توجد مناقصات مفتوحة حاليًا',
  'home.tenders.meta':
    '{lane} · {count, plural, zero {# عرض سعر} one {# عرض سعر} two {# عرضا سعر} few {# عروض أسعار} many {# عرض سعر} other {# عرض سعر}} · الموعد النهائي {deadline}',
  'home.lanes.title': 'أكثر المسارات نشاطًا',
  'home.lanes.empty': 'لا توجد أسعار شحن في السوق بعد',
  'home.lanes.meta':
    '{count, plural, zero {# سعر شحن} one {# سعر شحن} two {# سعرا شحن} few {# أسعار شحن} many {# سعر شحن} other {# سعر شحن}} · ابتداءً من {price}',
  'home.news.industry': 'أخبار القطاع',
  'home.news.notice': 'الإعلانات',
  'home.news.empty': 'لا يوجد محتوى بعد',
  'home.figures.title': 'المنصة بالأرقام',
  'home.figures.enterprises': 'المؤسسات الموثقة',
  'home.figures.openTenders': 'المناقصات المفتوحة',
  'home.figures.listings': 'أسعار الشحن في السوق',
  'home.figures.paidOrders': 'الطلبات المدفوعة',
  'home.shortcuts.title': 'اختصاراتي',
  'home.landing.explore': 'أقسام المنصة',
  'home.landing.tenders':
    '{count, plural, zero {# مناقصة} one {# مناقصة} two {# مناقصتان} few {# مناقصات} many {# مناقصة} other {# مناقصة}} قيد الطرح',
  'home.landing.listings':
    '{count, plural, zero {# سعر شحن} one {# سعر شحن} two {# سعرا شحن} few {# أسعار شحن} many {# سعر شحن} other {# سعر شحن}} في السوق',
  'home.landing.enterprises':
    '{count, plural, zero {# مؤسسة موثقة} one {# مؤسسة موثقة} two {# مؤسستان موثقتان} few {# مؤسسات موثقة} many {# مؤسسة موثقة} other {# مؤسسة موثقة}}',
  'home.landing.count':
    '{count, plural, zero {# مؤسسة} one {# مؤسسة} two {# مؤسستان} few {# مؤسسات} many {# مؤسسة} other {# مؤسسة}}',
  'home.landing.articles':
    '{count, plural, zero {# مقال} one {# مقال} two {# مقالان} few {# مقالات} many {# مقالًا} other {# مقال}}',
  'home.landing.directory': 'دليل المؤسسات',
  'home.landing.news': 'الأخبار والمساعدة',
  'home.attention.title': 'بحاجة إلى اهتمامك',
  'home.attention.visitor':
    'سجّل الدخول لترى هنا ما يحتاج إلى متابعتك: المناقصات التي يقترب موعدها النهائي، وعروض الأسعار التي تنتظر ترسيتك، والطلبات المستحقة الدفع.',
  'home.attention.login': 'تسجيل الدخول',
  'home.attention.none': 'لا يوجد ما يحتاج إلى اهتمامك حاليًا',
  'home.attention.closingSoon': 'مناقصات تنتهي خلال 48 ساعة',
  'home.attention.bids':
    '{count, plural, zero {# عرض سعر} one {# عرض سعر} two {# عرضا سعر} few {# عروض أسعار} many {# عرض سعر} other {# عرض سعر}}',
  'home.attention.awaitingAward':
    'عروض أسعار تنتظر ترسيتك في {count, plural, zero {# مناقصة} one {# مناقصة} two {# مناقصتين} few {# مناقصات} many {# مناقصة} other {# مناقصة}}',
  'home.attention.toPay':
    '{count, plural, zero {# طلب} one {# طلب} two {# طلبان} few {# طلبات} many {# طلبًا} other {# طلب}} بانتظار الدفع',
  'home.attention.toReceive':
    '{count, plural, zero {# طلب} one {# طلب} two {# طلبان} few {# طلبات} many {# طلبًا} other {# طلب}} بانتظار دفع المشتري',
  'home.attention.bidsClosingSoon':
    'خلال 48 ساعة ستنتهي {count, plural, zero {# مناقصة شاركت فيها} one {# مناقصة شاركت فيها} two {# مناقصتان شاركت فيهما} few {# مناقصات شاركت فيها} many {# مناقصة شاركت فيها} other {# مناقصة شاركت فيها}} بعروض أسعار',
  'home.countdown.days':
    '{days, plural, zero {# يوم} one {# يوم} two {# يومان} few {# أيام} many {# يومًا} other {# يوم}} و{clock}',
  'home.countdown.ended': 'انتهى الموعد',
  'home.attention.listingsExpiring':
    'خلال 7 أيام تنتهي صلاحية {count, plural, zero {# سعر شحن} one {# سعر شحن} two {# سعري شحن} few {# أسعار شحن} many {# سعر شحن} other {# سعر شحن}}',
};

export default home;
