import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Texts of favourites (a lazy area: loaded with its pages). */
const favourite: Catalogue<typeof zh> = {
  'favourite.tabs': 'أنواع المفضلة',
  'favourite.tab': '{label} ({count})',
  'favourite.kind.tender': 'المناقصات',
  'favourite.kind.listing': 'أسعار الشحن',
  'favourite.kind.enterprise': 'المؤسسات',
  'favourite.kind.news': 'الأخبار',
  'favourite.favouritedAt': 'أُضيف إلى المفضلة في {date}',
  'favourite.gone': 'هذا العنصر لم يعد موجودًا',
  'favourite.gone.hint': 'ربما حُذف، ويمكنك إزالته من المفضلة.',
  'favourite.remove': 'إزالة',
  'favourite.remove.named': 'إزالة من المفضلة: {name}',
  'favourite.removed': 'تمت إزالة «{name}» من المفضلة',
  'favourite.undo': 'تراجع',
  'favourite.undo.named': 'التراجع عن إزالة {name}',
  'favourite.actionFailed': 'لم تنجح العملية: {reason}',
  'favourite.empty': 'لا توجد عناصر محفوظة هنا بعد',
  'favourite.empty.browse': 'تصفّح',
  'favourite.loadFailed': 'تعذّر تحميل المفضلة',
  'favourite.pages': 'صفحات المفضلة',
};

export default favourite;
