import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const common: Catalogue<typeof zh> = {
  'common.appName': 'منصة تداول الشحن',
  'common.appShortName': 'منصة تداول الشحن',
  'common.loading': 'جارٍ التحميل…',
  'request.loading': 'جارٍ التحميل',
  'common.retry': 'إعادة المحاولة',
  'common.reload': 'إعادة تحميل الصفحة',
  'common.partFailed': 'تعذّر تحميل هذا الجزء من الصفحة',
  'common.link.refused.malformed': 'لم يُفتح: العنوان غير صالح',
  'common.link.refused.scheme': 'لم يُفتح: لا تُفتح إلا عناوين \u2068https\u2069',
  'common.link.refused.host':
    'لم يُفتح حفاظًا على أمانك: العنوان ليس على هذا الموقع ولا على مخزن ملفاته',
  'common.link.refused.credentials':
    'لم يُفتح حفاظًا على أمانك: يتضمن العنوان اسم مستخدم أو كلمة مرور',
  'common.link.newTab': '{site} (يُفتح في علامة تبويب جديدة)',
  'common.fieldFailed': 'تعذّر فتح هذا الحقل. تحقق من اتصالك وأعد المحاولة.',
  'common.backHome': 'العودة إلى الرئيسية',
  'common.ok': 'موافق',
  'common.cancel': 'إلغاء',
  'common.edit': 'تعديل',
  'common.delete': 'حذف',
  'common.save': 'حفظ',
  'common.submit': 'إرسال',
  'common.search': 'بحث',
  'common.reset': 'إعادة تعيين',
  'common.clear': 'مسح',
  'common.busy': 'قيد التنفيذ',
  'common.pager.prev': 'الصفحة السابقة',
  'common.pager.next': 'الصفحة التالية',
  'common.empty': 'لا توجد بيانات',
  'common.userType.1': 'مؤسسة تجارة خارجية',
  'common.userType.2': 'وكيل شحن',
  'common.userType.3': 'مُجمِّع حاويات',
  'common.favourite.label': 'إضافة إلى المفضلة',
  'common.favourite.added': 'في المفضلة',
  'common.favourite.add': 'إضافة إلى المفضلة: {name}',
  'common.favourite.remove': 'إزالة {name} من المفضلة',
  'common.copy': 'نسخ {field}',
  'common.copied': 'تم نسخ {field}',
  'common.copyFailed': 'تعذّر النسخ، حدِّد النص وانسخه يدويًا',
  'common.lane': '{pol} ← {pod}',
  'common.tabPosition': 'علامة التبويب {position} من {count}',
  'common.draft.restored': 'تمت استعادة ما أدخلته ولم ترسله (محفوظ على هذا الجهاز في {time}).',
  'common.draft.discard': 'تجاهل المسودة',
  'common.draft.discarded': 'تم تجاهل المسودة',
};

export default common;
