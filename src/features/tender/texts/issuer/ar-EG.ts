import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const issuer: Catalogue<typeof zh> = {
  'issuer.mine.title': 'مناقصاتي',
  'issuer.mine.filter': 'التصفية حسب الحالة',
  'issuer.mine.filterAll': 'جميع الحالات',
  'issuer.mine.loadFailed': 'تعذّر تحميل مناقصاتك',
  'issuer.mine.empty': 'لا توجد مناقصات بعد',
  'issuer.mine.total':
    'الإجمالي: {total, plural, zero {# مناقصة} one {# مناقصة} two {# مناقصتان} few {# مناقصات} many {# مناقصة} other {# مناقصة}}',
  'issuer.mine.pick': 'اختر «مقارنة العروض» لمناقصة ما لعرض عروض أسعارها ومقارنتها.',
  'issuer.mine.col.tender': 'المناقصة',
  'issuer.mine.col.tenderNo': 'رقم المناقصة',
  'issuer.mine.col.status': 'الحالة',
  'issuer.mine.col.deadline': 'الموعد النهائي لتقديم العروض',
  'issuer.mine.col.bids': 'عروض الأسعار',
  'issuer.mine.col.action': 'الإجراء',
  'issuer.mine.compare': 'مقارنة العروض',
  'issuer.mine.compareLabel': 'مقارنة العروض: {title}',

  'issuer.bids.title': 'عروض الأسعار المقدَّمة على {title}',
  'issuer.bids.viewTender': 'عرض المناقصة',
  'issuer.bids.loadFailed': 'تعذّر تحميل عروض الأسعار',
  'issuer.bids.empty': 'لا توجد عروض أسعار بعد',
  'issuer.bids.deadlineIn': 'المتبقي حتى الموعد النهائي',
  'issuer.bids.currency': 'عملة المناقصة {currency}',
  'issuer.bids.currencyLabel': 'عملة المناقصة',
  'issuer.bids.col.bidNo': 'رقم العرض',
  'issuer.bids.col.totalIn': 'الإجمالي بعملة {currency}',
  'issuer.market.vsMedianCol': 'مقارنةً بوسيط السوق',
  'issuer.bids.col.bidder': 'مقدِّم العرض',
  'issuer.bids.col.total': 'الإجمالي',
  'issuer.bids.col.carrier': 'الناقل',
  'issuer.bids.col.transit': 'مدة العبور (أيام)',
  'issuer.bids.col.etd': 'موعد المغادرة المتوقع',
  'issuer.bids.col.validUntil': 'صالح حتى',
  'issuer.bids.col.freeDays': 'أيام السماح المجانية',
  'issuer.bids.col.status': 'الحالة',
  'issuer.bids.col.revision': 'عدد التعديلات',
  'issuer.bids.col.action': 'الإجراء',
  'issuer.bids.converted': '≈ {amount} (1 {from} = {rate} {to}، بسعر صرف {date})',
  'issuer.bids.breakdown': 'تفاصيل التكلفة',
  'issuer.bids.freight': 'أجرة الشحن البحري {type}',
  'issuer.bids.freightCbm': 'أجرة الشحن البحري (لكل متر مكعب)',
  'issuer.bids.remarks': 'ملاحظات: {remarks}',
  'issuer.bids.award': 'ترسية',
  'issuer.bids.awardLabel': 'الترسية على {bidder}',

  'issuer.award.confirmTitle': 'هل تريد ترسية هذا العرض؟',
  'issuer.award.confirmBody':
    'ستتم ترسية المناقصة على {bidder} بمبلغ {amount}. وستُعدّ عروض الأسعار الأخرى غير فائزة، ويُنشأ طلب بهذا المبلغ المثبَّت.',
  'issuer.award.ok': 'ترسية',
  'issuer.award.done': 'تمت الترسية على {bidder}، وأُنشئ الطلب {orderNo}.',

  'issuer.cancel.action': 'إلغاء المناقصة',
  'issuer.cancel.confirmTitle': 'هل تريد إلغاء هذه المناقصة؟',
  'issuer.cancel.confirmBody':
    'لن تتلقى بعد ذلك أي عروض أسعار ولن تمكن ترسيتها، ولا يمكن التراجع عن هذا الإجراء.',
  'issuer.cancel.ok': 'إلغاء المناقصة',
  'issuer.cancel.keep': 'الإبقاء على المناقصة',
  'issuer.cancel.done': 'تم إلغاء المناقصة',
  'issuer.action.failed': 'تعذّر تنفيذ العملية',
  'issuer.action.conflict': 'تغيّرت حالة المناقصة في أثناء ذلك، وقد أُعيد تحميلها',

  'issuer.order.label': 'الطلب {orderNo}',
  'issuer.order.amount': 'المبلغ {amount} (مثبَّت عند الترسية)',
  'issuer.market.col': 'مقارنة بالسوق',
  'issuer.market.position.below': 'أدنى من نطاق السوق',
  'issuer.market.position.within': 'ضمن نطاق السوق',
  'issuer.market.position.above': 'أعلى من نطاق السوق',
  'issuer.market.vsMedian':
    '{direction, select, below {أقل من الوسيط بنسبة {percent}} above {أعلى من الوسيط بنسبة {percent}} other {عند الوسيط}}',
  'issuer.market.none': 'لا توجد بيانات للسوق',
  'issuer.market.loading': 'جارٍ تحميل بيانات السوق',
  'issuer.market.title': 'العروض مقارنة بالسوق',
  'issuer.market.chartLabel': 'إجمالي كل عرض مقارنة بنطاق السوق ({currency})',
  'issuer.market.series.bid': 'إجمالي العرض',
  'issuer.market.series.low': 'أدنى سعر في السوق',
  'issuer.market.series.median': 'وسيط السوق',
  'issuer.market.series.high': 'أعلى سعر في السوق',
  'issuer.market.point': '{bidder}: الإجمالي {total}، {position}، {vsMedian}',
  'issuer.market.summary':
    'لحاويات هذه المناقصة، سعر السوق على هذا الخط في أسبوع {week}: الوسيط {median}، والنطاق من {low} إلى {high}.',
  'issuer.market.rate':
    'تُنشر أسعار السوق بالدولار الأمريكي، وحُوّلت بسعر صرف {date}: 1 USD = {rate} {currency}.',
  'issuer.market.counts': 'عروض أدنى من النطاق: {below}؛ ضمنه: {within}؛ أعلى منه: {above}.',
  'issuer.market.noBand':
    'لم تكن على هذا الخط أسعار في السوق في أسبوع نشر المناقصة، لذا لا يمكن مقارنة العروض بالسوق.',
  'issuer.market.noBids': 'لا توجد عروض لمقارنتها بالسوق بعد.',
  'issuer.market.loadFailed': 'تعذّر تحميل المقارنة بالسوق',
  'issuer.order.pay': 'ادفع الآن',
  'issuer.order.view': 'عرض الطلب',
  'issuer.order.loadFailed': 'تعذّر تحميل حالة الطلب حاليًا',
};

export default issuer;
