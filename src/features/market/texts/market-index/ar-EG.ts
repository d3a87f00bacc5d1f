import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const marketIndex: Catalogue<typeof zh> = {
  'marketIndex.unit': 'نوع الحاوية',
  'marketIndex.span': 'الفترة',
  'marketIndex.weeks':
    '{count, plural, zero {# أسبوع} one {أسبوع واحد} two {أسبوعان} few {# أسابيع} many {# أسبوعًا} other {# أسبوع}}',
  'marketIndex.loadFailed': 'تعذّر تحميل مؤشر أسعار الخط',
  'marketIndex.chartLabel': 'الوسيط الأسبوعي للسعر الشامل ونطاقه، {lane}، {unit}',
  'marketIndex.series.median': 'الوسيط',
  'marketIndex.series.low': 'الأدنى',
  'marketIndex.series.range': 'النطاق من الأدنى إلى الأعلى',
  'marketIndex.series.own': 'هذا السعر',
  'marketIndex.week': 'أسبوع {week}',
  'marketIndex.point':
    'أسبوع {week}: الوسيط {median}، الأدنى {low}، الأعلى {high}، {count, plural, zero {لا أسعار} one {سعر واحد} two {سعران} few {# أسعار} many {# سعرًا} other {# سعر}}',
  'marketIndex.gap': 'أسبوع {week}: لا توجد أسعار لهذا الخط في السوق',
  'marketIndex.summary':
    'في آخر أسبوع فيه أسعار ({week}) كان الوسيط {median}، في نطاق من {low} إلى {high}.',
  'marketIndex.change':
    '{change, select, up {ارتفع} down {انخفض} other {ثبت}} الوسيط {percent} مقارنة بما قبل {weeks} أسابيع.',
  'marketIndex.own.below': 'السعر الشامل لهذا العرض، {own}، أدنى من نطاق السوق.',
  'marketIndex.own.within': 'السعر الشامل لهذا العرض، {own}، ضمن نطاق السوق.',
  'marketIndex.own.above': 'السعر الشامل لهذا العرض، {own}، أعلى من نطاق السوق.',
  'marketIndex.noData': 'لا توجد أسعار لهذا الخط في السوق خلال هذه الفترة.',
  'marketIndex.allInNote':
    'السعر الشامل = أجرة الشحن + الرسوم الإضافية لكل حاوية (لكل متر مكعب للشحن الجزئي)، دون رسوم بوليصة الشحن؛ بعملة {currency}.',
  'marketIndex.col.week': 'الأسبوع (الاثنين)',
  'marketIndex.col.median': 'الوسيط',
  'marketIndex.col.low': 'الأدنى',
  'marketIndex.col.high': 'الأعلى',
  'marketIndex.col.listings': 'الأسعار',
  'marketIndex.none': 'لا يوجد',
  'marketIndex.export.title': 'مؤشر أسعار الخط {lane} {unit}',
};

export default marketIndex;
