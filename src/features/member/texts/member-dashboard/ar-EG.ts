import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

const memberDashboard: Catalogue<typeof zh> = {
  'dashboard.title': 'أرقام التجارة',
  'dashboard.loadFailed': 'تعذّر تحميل أرقام التجارة',
  'dashboard.empty.shipper':
    'لا توجد طلبات مدفوعة في آخر 12 شهرًا بعد. بعد إصدار مناقصة ودفعها، يظهر هنا إنفاقك ومقارنته بالسوق.',
  'dashboard.empty.carrier':
    'لا توجد عروض أو مدفوعات أو قسائم مستردة في آخر 12 شهرًا بعد. بعد تقديم عروض على المناقصات، تظهر أرقامك هنا.',
  'dashboard.emptyAction.shipper': 'إصدار مناقصة',
  'dashboard.emptyAction.carrier': 'الذهاب إلى قاعة المناقصات',
  'dashboard.rates': 'جميع المبالغ باليوان؛ {rates}.',
  'dashboard.rate': '{currency} بسعر <ltr>1 {currency} = {rate} CNY</ltr>',
  'dashboard.ratesNone': 'جميع المبالغ باليوان.',
  'dashboard.col.month': 'الشهر',
  'dashboard.col.lane': 'الخط',
  'dashboard.col.orders': 'الطلبات',
  'dashboard.col.spend': 'الإنفاق',
  'dashboard.col.awarded': 'السعر المُرسى',
  'dashboard.col.median': 'وسيط السوق',
  'dashboard.col.difference': 'الفرق',
  'dashboard.col.bids': 'العروض',
  'dashboard.col.won': 'الفائزة',
  'dashboard.col.lost': 'الخاسرة',
  'dashboard.col.revenue': 'الإيرادات',
  'dashboard.col.redeemed': 'المستردة',
  'dashboard.col.discount': 'الخصم الممنوح',
  'dashboard.spend.title': 'الإنفاق الشهري',
  'dashboard.spend.label': 'الإنفاق على الطلبات المدفوعة شهريًا، آخر 12 شهرًا، باليوان',
  'dashboard.spend.series': 'الإنفاق',
  'dashboard.spend.point':
    '{month}: {count, plural, zero {لا طلبات} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}، الإنفاق {amount}',
  'dashboard.spend.summary':
    'في آخر 12 شهرًا دفعت {count, plural, zero {لا طلبات} one {طلبًا واحدًا} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}}، بإجمالي {total}؛ وأكثر شهر كان {month} ({amount}).',
  'dashboard.lanes.title': 'الإنفاق حسب الخط',
  'dashboard.lanes.label': 'الخطوط الأعلى إنفاقًا، آخر 12 شهرًا، باليوان',
  'dashboard.lanes.point':
    '{lane}: {count, plural, zero {لا طلبات} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}، الإنفاق {amount}',
  'dashboard.lanes.summary':
    'أكبر خطوطك هو {lane}: {count, plural, zero {لا طلبات} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}، بإجمالي {amount}.',
  'dashboard.lanes.none': 'لا توجد طلبات شحن من المناقصات في آخر 12 شهرًا.',
  'dashboard.market.title': 'مقارنة بالسوق',
  'dashboard.market.label': 'الأسعار المُرساة مقابل وسيط السوق حسب الخط، باليوان',
  'dashboard.market.series.awarded': 'السعر المُرسى',
  'dashboard.market.series.median': 'وسيط السوق',
  'dashboard.market.point':
    '{lane}: {count, plural, zero {لا طلبات} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}، السعر المُرسى {awarded}، وسيط السوق {median}',
  'dashboard.market.saved':
    'مقارنةً بوسيط مؤشر الخط في أسبوع إصدار كل مناقصة، دفعت أقل بمقدار {amount} على {count, plural, zero {لا طلبات} one {طلب مناقصة واحد} two {طلبي مناقصة} few {# طلبات مناقصة} many {# طلب مناقصة} other {# طلب مناقصة}} (المُرسى {awarded}، وسيط السوق {median}).',
  'dashboard.market.overpaid':
    'مقارنةً بوسيط مؤشر الخط في أسبوع إصدار كل مناقصة، دفعت أكثر بمقدار {amount} على {count, plural, zero {لا طلبات} one {طلب مناقصة واحد} two {طلبي مناقصة} few {# طلبات مناقصة} many {# طلب مناقصة} other {# طلب مناقصة}} (المُرسى {awarded}، وسيط السوق {median}).',
  'dashboard.market.even':
    'مقارنةً بوسيط مؤشر الخط في أسبوع إصدار كل مناقصة، أُرسيت {count, plural, zero {لا طلبات} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}} بسعر السوق ({awarded}).',
  'dashboard.market.uncompared':
    'لم تُقارن {count, plural, zero {أي طلبات} one {طلب واحد آخر} two {طلبان آخران} few {# طلبات أخرى} many {# طلبًا آخر} other {# طلب آخر}}: لم يكن للخط سعر في أسبوع المناقصة.',
  'dashboard.market.none': 'لا يوجد طلب مناقصة في آخر 12 شهرًا للمقارنة بالسوق.',
  'dashboard.market.note':
    'المُرسى = مبلغ الطلب قبل أي قسيمة؛ وسيط السوق = عدد كل نوع حاوية (المتر المكعب للشحن الجزئي) × الوسيط الشامل لمؤشر الخط في أسبوع المناقصة.',
  'dashboard.bids.title': 'العروض والفوز',
  'dashboard.bids.label': 'العروض المقدمة والفائزة شهريًا، آخر 12 شهرًا',
  'dashboard.bids.series.bids': 'العروض',
  'dashboard.bids.series.won': 'الفائزة',
  'dashboard.bids.point': '{month}: العروض {bids}، الفائزة {won}، الخاسرة {lost}',
  'dashboard.bids.summary':
    'في آخر 12 شهرًا قدمت {bids, plural, zero {# عرض} one {# عرض} two {# عرضين} few {# عروض} many {# عرضًا} other {# عرض}}؛ من {decided, plural, zero {# عرض محسوم} one {# عرض محسوم} two {# عرضين محسومين} few {# عروض محسومة} many {# عرضًا محسومًا} other {# عرض محسوم}} فزت بـ {won}: نسبة الفوز {rate}.',
  'dashboard.bids.noDecided':
    'في آخر 12 شهرًا قدمت {bids, plural, zero {# عرض} one {# عرض} two {# عرضين} few {# عروض} many {# عرضًا} other {# عرض}}؛ لم يُحسم أي منها بعد.',
  'dashboard.revenue.title': 'الإيرادات الشهرية',
  'dashboard.revenue.label': 'المدفوعات المستلمة شهريًا، آخر 12 شهرًا، باليوان',
  'dashboard.revenue.series': 'الإيرادات',
  'dashboard.revenue.point':
    '{month}: {count, plural, zero {لا طلبات} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}، الإيرادات {amount}',
  'dashboard.revenue.summary':
    'في آخر 12 شهرًا دُفع لك عن {count, plural, zero {لا طلبات} one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}}، بإجمالي {total}؛ وأكثر شهر كان {month} ({amount}).',
  'dashboard.coupons.title': 'استرداد القسائم',
  'dashboard.coupons.label': 'قسائمك المستردة شهريًا، آخر 12 شهرًا',
  'dashboard.coupons.series': 'المستردة',
  'dashboard.coupons.point': '{month}: {count} مستردة، خصم {amount}',
  'dashboard.coupons.summary': 'في آخر 12 شهرًا استُردت {count} من قسائمك، بخصم {amount}.',
  'dashboard.coupons.unpriced':
    'منها {count, plural, zero {# قسيمة} one {# قسيمة} two {# قسيمتان} few {# قسائم} many {# قسيمة} other {# قسيمة}} نسبة مئوية استُردت عند مكتبك دون مبلغ طلب؛ لم يُحتسب خصمها.',
  'dashboard.zero': 'لا شيء في آخر 12 شهرًا.',
};

export default memberDashboard;
