import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const layout: Catalogue<typeof zh> = {
  'layout.skipToContent': 'انتقل إلى المحتوى الرئيسي',
  'layout.nav.label': 'التنقل الرئيسي',
  'layout.nav.open': 'فتح قائمة التنقل',
  'layout.nav.drawerTitle': 'القائمة',
  'layout.nav.failed': 'لم يتم تحميل قائمة التنقل',
  'layout.nav.reloadNeeded':
    'عاد الاتصال بالشبكة، لكن المتصفح يحتفظ بالملف الذي فشل تحميله: أعد تحميل الصفحة لفتح القائمة. الروابط أدناه تعمل الآن.',
  'layout.language.menu': 'اللغة: {language}',
  'layout.language.name.zhCN': '简体中文',
  'layout.language.name.enUS': 'English',
  'layout.language.name.arEG': 'العربية',
  'layout.language.short.zhCN': '中',
  'layout.language.short.enUS': 'EN',
  'layout.language.short.arEG': 'ع',
  'layout.member.center': 'مركز الأعضاء',
  'layout.member.logout': 'تسجيل الخروج',
  'layout.footer.nav': 'تذييل الصفحة',
  'layout.footer.tagline':
    'سوق الشحن الذي يربط مؤسسات التجارة الخارجية ووكلاء الشحن ومُجمِّعي الحاويات',
  'layout.footer.copyright': '© {year} {appName}. جميع الحقوق محفوظة.',
  'layout.progress': 'جارٍ تحميل الصفحة',
  'layout.guard.checking': 'جارٍ التحقق من جلستك…',
  'layout.guard.unconfirmed.title': 'تعذّر علينا تأكيد جلستك',
  'layout.guard.unconfirmed.description':
    'الشبكة أو الخادم غير متاح حاليًا. لا يزال تسجيل دخولك محفوظًا؛ تحقّق من اتصالك وأعد المحاولة.',
  'layout.chunk.title': 'لم يتم تحميل هذه الصفحة',
  'layout.chunk.description':
    'قد يكون الاتصال غير مستقر، أو ربما حُدِّثت المنصة للتو. حاول تحميل هذه الصفحة مرة أخرى، أو أعد تحميل الصفحة بالكامل.',
  'layout.chunk.failedAgain':
    'لا يزال التحميل متعذرًا. تحقّق من اتصالك وأعد المحاولة، أو أعد تحميل الصفحة بالكامل.',
  'layout.chunk.script': 'لم يتم تنزيل ملف البرنامج الخاص بها، أو استغرق تنزيله وقتًا طويلًا.',
  'layout.chunk.style': 'لم يتم تنزيل ملف التنسيق الخاص بها، لذا لا يمكن عرضها بشكل صحيح.',
  'layout.popup.failed': 'تعذّر عرض رسالة أو مربع حوار',
  'layout.notice.close': 'إغلاق',
  'layout.section.failed': 'تعذّر عرض هذا الجزء من الصفحة',
  'layout.section.failedDetail': 'بقية الصفحة تعمل كالمعتاد. يمكنك المحاولة مرة أخرى.',
  'layout.error.title': 'حدث خطأ في هذه الصفحة',
  'layout.error.description':
    'وقع خطأ غير متوقع أثناء عرض هذه الصفحة. أعد المحاولة أو عُد إلى الرئيسية؛ لا تزال بقية المنصة تعمل.',
  'layout.error.rootDescription':
    'واجه التطبيق خطأً غير متوقع. أعد تحميل الصفحة؛ وإذا استمرت المشكلة، فحاول مرة أخرى لاحقًا.',
};

export default layout;
