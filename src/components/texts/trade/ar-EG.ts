import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const trade: Catalogue<typeof zh> = {
  'trade.port.none': 'لا يوجد ميناء مطابق',
  'trade.port.failed': 'تعذّر تحميل الموانئ. اكتب مرة أخرى أو أعد فتح القائمة للمحاولة مجددًا.',
  'trade.countdown.days':
    '{days, plural, zero {# يوم} one {# يوم} two {# يومان} few {# أيام} many {# يومًا} other {# يوم}} و {clock}',
  'trade.countdown.ended': 'انتهى الموعد',
  'trade.lane.to': 'إلى',
  'trade.lane.pol': 'ميناء التحميل',
  'trade.lane.pod': 'ميناء التفريغ',
  'trade.lane.portPlaceholder': 'اسم الميناء أو رمزه',
  'trade.lane.shipmentType': 'نوع الشحنة',
  'trade.lane.containerType': 'نوع الحاوية',
  'trade.lane.carrier': 'الناقل',
  'trade.lane.any': 'الكل',
  'trade.lane.reset': 'مسح عوامل التصفية',
  'trade.tenderFacts.lane': 'المسار',
  'trade.tenderFacts.shipmentType': 'نوع الشحنة',
  'trade.tenderFacts.containers': 'الحاويات',
  'trade.tenderFacts.lcl': 'الحجم / الوزن / الطرود',
  'trade.tenderFacts.containerLine': '{quantity} × {type}',
  'trade.tenderFacts.separator': '، ',
  'trade.tenderFacts.lclSize':
    '{volume} م³ · {weight} كغ · {packages, plural, zero {# طرد} one {# طرد} two {# طردان} few {# طرود} many {# طردًا} other {# طرد}}',
  'trade.tenderFacts.cargo': 'البضاعة',
  'trade.tenderFacts.hsCode': 'رمز HS',
  'trade.tenderFacts.incoterm': 'شرط التسليم (Incoterm)',
  'trade.tenderFacts.readyDate': 'جاهزية البضاعة',
  'trade.tenderFacts.bidDeadline': 'الموعد النهائي لتقديم العروض',
  'trade.tenderFacts.budget': 'الميزانية',
  'trade.tenderFacts.budgetOpen': 'لم تُحدَّد ميزانية',
  'trade.laneTender.offer': 'طرح مناقصة شحن لهذا المسار',
  'trade.tenderFacts.notGiven': 'غير محدد',
};

export default trade;
