import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Texts of news and the help centre (a lazy area: loaded with its pages). */
const news: Catalogue<typeof zh> = {
  'news.category.industry': 'أخبار القطاع',
  'news.category.notice': 'الإعلانات',
  'news.category.help': 'مركز المساعدة',
  'news.categories.label': 'فئات الأخبار',
  'news.list.helpTitle': 'مركز المساعدة',
  'news.list.helpDescription':
    'إجابات حول إنشاء الحساب، والتوثيق، والمناقصات وعروض الأسعار، والدفع، والمفضلة، وغير ذلك.',
  'news.list.unknownCategory': 'لا توجد فئة باسم «{category}»: تُعرض أخبار القطاع بدلًا منها.',
  'news.search.label': 'البحث في العناوين والملخصات',
  'news.search.placeholder': 'البحث في العناوين والملخصات',
  'news.search.submit': 'بحث',
  'news.list.label': 'المقالات',
  'news.list.pages': 'صفحات المقالات',
  'news.list.total':
    'الإجمالي: {total, plural, zero {# مقال} one {# مقال} two {# مقالان} few {# مقالات} many {# مقالًا} other {# مقال}}',
  'news.list.empty': 'لا توجد مقالات في هذه الفئة بعد',
  'news.list.emptyFor': 'لا توجد مقالات تطابق «{keyword}»',
  'news.list.clearSearch': 'مسح البحث',
  'news.list.loadFailed': 'تعذّر تحميل المقالات',
  'news.views':
    '{count, plural, zero {# مشاهدة} one {# مشاهدة} two {# مشاهدتان} few {# مشاهدات} many {# مشاهدة} other {# مشاهدة}}',
  'news.published': 'نُشر في {date}',
  'news.detail.loading': 'جارٍ تحميل المقال',
  'news.detail.back': 'العودة إلى {category}',
  'news.detail.neighbours': 'المقال السابق والتالي',
  'news.detail.previous': 'السابق',
  'news.detail.next': 'التالي',
  'news.detail.noPrevious': 'لا يوجد مقال أقدم',
  'news.detail.noNext': 'هذا أحدث مقال',
  'news.detail.notFound.title': 'المقال غير موجود',
  'news.detail.notFound.description': 'ربما أُزيل هذا المقال، أو أن الرابط غير صحيح.',
  'news.detail.missingId.title': 'لم يتم اختيار مقال',
  'news.detail.missingId.description':
    'لا يحتوي الرابط على رقم المقال. افتح مقالًا من مركز الأخبار.',
  'news.detail.toList': 'الانتقال إلى مركز الأخبار',
  'news.detail.loadFailed': 'تعذّر تحميل المقال',
};

export default news;
