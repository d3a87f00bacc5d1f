import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Texts of notifications: the bell, its panel, the list and the delivery preferences (a lazy area). */
const notification: Catalogue<typeof zh> = {
  'notification.kind.bidReceived':
    'قدّم {party} عرض سعر بقيمة {amount} على المناقصة {tenderNo} «{tenderTitle}».',
  'notification.kind.bidRevised':
    'عدّل {party} عرض سعره على المناقصة {tenderNo} «{tenderTitle}»، وأصبحت قيمته {amount}.',
  'notification.kind.tenderClosing':
    'ينتهي تقديم عروض الأسعار على المناقصة {tenderNo} «{tenderTitle}» في {deadline}، ولم تتم الترسية بعد.',
  'notification.kind.bidAwarded':
    'تمت ترسية المناقصة {tenderNo} «{tenderTitle}» على عرض سعرك بقيمة {amount}.',
  'notification.kind.bidNotAwarded':
    'تمت ترسية المناقصة {tenderNo} «{tenderTitle}» على عرض سعر آخر.',
  'notification.kind.tenderCancelled':
    'ألغت الجهة الطارحة المناقصة {tenderNo} «{tenderTitle}» التي قدّمت عليها عرض سعر.',
  'notification.kind.orderCreated': 'الطلب {orderNo} بانتظار دفعك لمبلغ {amount}.',
  'notification.kind.orderPaid': 'دفع {party} قيمة الطلب {orderNo}: {amount}.',
  'notification.kind.orderUnpaid':
    'لم يُدفع الطلب {orderNo} بعد (المبلغ المستحق {amount})، وسيُلغى تلقائيًا في {deadline}.',
  'notification.kind.orderCancelled': 'أُلغي الطلب {orderNo}. {reason}',
  'notification.kind.couponExpiring': 'تنتهي صلاحية قسيمتك «{couponName}» في {deadline}.',
  'notification.kind.couponRedeemed': 'تم استخدام قسيمتك «{couponName}».',
  'notification.kind.invoiceRequested':
    'طلب {party} إصدار فاتورة بقيمة {amount}، يُرجى الرد على الطلب.',
  'notification.kind.invoiceIssued': 'صدرت الفاتورة {invoiceNo}، وملف PDF جاهز للتنزيل.',
  'notification.kind.invoiceRejected': 'رُفض طلب إصدار الفاتورة: {reason}',
  'notification.kind.certificationApproved': 'تمت الموافقة على توثيق مؤسستك.',
  'notification.kind.certificationRejected': 'رُفض توثيق مؤسستك: {reason}',
  'notification.kind.shipmentBooked': 'أكّدت {party} حجز الشحنة {shipmentNo}.',
  'notification.kind.shipmentMilestone':
    'الشحنة {shipmentNo}: {milestone, select, booked {تأكيد الحجز} empty_picked_up {استلام الحاوية الفارغة} gated_in {الدخول إلى المحطة} export_cleared {التخليص الجمركي للتصدير} departed {التحميل والإبحار} arrived {الوصول} import_cleared {التخليص الجمركي للاستيراد} delivered {التسليم} other {مرحلة}}.',
  'notification.kind.shipmentCorrected':
    'الشحنة {shipmentNo}: صُحّحت مرحلة «{milestone, select, booked {تأكيد الحجز} empty_picked_up {استلام الحاوية الفارغة} gated_in {الدخول إلى المحطة} export_cleared {التخليص الجمركي للتصدير} departed {التحميل والإبحار} arrived {الوصول} import_cleared {التخليص الجمركي للاستيراد} delivered {التسليم} other {مرحلة}}». {reason}',
  'notification.kind.documentUploaded':
    'رفعت {party} {document, select, bl_draft {مسودة بوليصة الشحن} bl_final {بوليصة الشحن النهائية} arrival_notice {إشعار الوصول} other {مستندًا}} للشحنة {shipmentNo}.',
  'notification.kind.blDraftApproved': 'وافقت {party} على مسودة بوليصة الشحن للشحنة {shipmentNo}.',
  'notification.kind.blChangesRequested':
    'طلبت {party} تعديل مسودة بوليصة الشحن للشحنة {shipmentNo}: {reason}',

  'notification.kindName.bidReceived': 'استلام عرض سعر',
  'notification.kindName.bidRevised': 'تعديل عرض سعر',
  'notification.kindName.tenderClosing': 'قرب انتهاء المناقصة',
  'notification.kindName.bidAwarded': 'تمت الترسية على عرض السعر',
  'notification.kindName.bidNotAwarded': 'لم تتم الترسية على عرض السعر',
  'notification.kindName.tenderCancelled': 'إلغاء المناقصة',
  'notification.kindName.orderCreated': 'طلب بانتظار الدفع',
  'notification.kindName.orderPaid': 'تم دفع الطلب',
  'notification.kindName.orderUnpaid': 'طلب على وشك الإلغاء',
  'notification.kindName.orderCancelled': 'إلغاء الطلب',
  'notification.kindName.couponExpiring': 'قرب انتهاء صلاحية القسيمة',
  'notification.kindName.couponRedeemed': 'تم استخدام القسيمة',
  'notification.kindName.invoiceRequested': 'استلام طلب فاتورة',
  'notification.kindName.invoiceIssued': 'تم إصدار الفاتورة',
  'notification.kindName.invoiceRejected': 'رفض طلب الفاتورة',
  'notification.kindName.certificationApproved': 'الموافقة على التوثيق',
  'notification.kindName.certificationRejected': 'رفض التوثيق',
  'notification.kindName.shipmentBooked': 'تأكيد الحجز',
  'notification.kindName.shipmentMilestone': 'مرحلة الشحنة',
  'notification.kindName.shipmentCorrected': 'تصحيح مرحلة',
  'notification.kindName.documentUploaded': 'مستند شحن',
  'notification.kindName.blDraftApproved': 'الموافقة على مسودة البوليصة',
  'notification.kindName.blChangesRequested': 'طلب تعديل مسودة البوليصة',

  'notification.group.all': 'الكل',
  'notification.group.tender': 'المناقصات',
  'notification.group.order': 'الطلبات',
  'notification.group.coupon': 'القسائم',
  'notification.group.invoice': 'الفواتير',
  'notification.group.certification': 'التوثيق',
  'notification.group.shipment': 'الشحنات',

  'notification.bell.loading': 'الإشعارات، جارٍ تحميل عدد غير المقروءة',
  'notification.bell.unknown': 'الإشعارات، تعذّرت قراءة عدد غير المقروءة الآن',
  'notification.bell.label':
    'الإشعارات، {count, plural, =0 {لا توجد إشعارات غير مقروءة} zero {لا توجد إشعارات غير مقروءة} one {# إشعار غير مقروء} two {# إشعاران غير مقروءين} few {# إشعارات غير مقروءة} many {# إشعارًا غير مقروء} other {# إشعار غير مقروء}}',
  'notification.panel.title': 'أحدث الإشعارات',
  'notification.panel.empty': 'لا توجد إشعارات بعد',
  'notification.panel.failed': 'تعذّر تحميل الإشعارات',
  'notification.unreadName': 'غير مقروء: {text}',
  'notification.markAllRead': 'تعليم الكل كمقروء',
  'notification.viewAll': 'عرض جميع الإشعارات',
  'notification.download': 'تنزيل الفاتورة {invoiceNo}',
  'notification.download.fileName': 'فاتورة_{invoiceNo}.pdf',
  'notification.download.refused': 'ملف PDF للفاتورة {invoiceNo}:',
  'notification.download.failed': 'تعذّر تنزيل الفاتورة: {reason}',
  'notification.arrived':
    'لديك {count, plural, zero {# إشعار جديد} one {# إشعار جديد} two {# إشعاران جديدان} few {# إشعارات جديدة} many {# إشعارًا جديدًا} other {# إشعار جديد}}',

  'notification.tabs': 'الإشعارات والإعدادات',
  'notification.tab.list': 'الإشعارات',
  'notification.tab.preferences': 'إعدادات الاستلام',
  'notification.filter.group': 'النوع',
  'notification.filter.unreadOnly': 'غير المقروءة فقط',
  'notification.list.loadFailed': 'تعذّر تحميل الإشعارات',
  'notification.list.total':
    'الإجمالي: {total, plural, zero {# إشعار} one {# إشعار} two {# إشعاران} few {# إشعارات} many {# إشعارًا} other {# إشعار}}',
  'notification.list.label': 'الإشعارات',
  'notification.list.pages': 'صفحات الإشعارات',
  'notification.list.empty': 'لا توجد إشعارات بعد',
  'notification.list.emptyUnread': 'لا توجد إشعارات غير مقروءة',
  'notification.readAll.done':
    'تعليم الكل كمقروء: {count, plural, =0 {لم يكن هناك أي إشعار غير مقروء} zero {لم يكن هناك أي إشعار غير مقروء} one {تم تعليم # إشعار} two {تم تعليم # إشعارين} few {تم تعليم # إشعارات} many {تم تعليم # إشعارًا} other {تم تعليم # إشعار}}',

  'notification.prefs.loadFailed': 'تعذّر تحميل إعدادات الاستلام',
  'notification.prefs.channels': 'طريقة استلام كل نوع',
  'notification.prefs.channels.hint':
    'إشعارات الموقع مفعّلة دائمًا، ويمكن تفعيل البريد الإلكتروني والرسائل النصية SMS أو إيقافها لكل نوع.',
  'notification.prefs.kind': 'النوع',
  'notification.prefs.inSite': 'داخل الموقع',
  'notification.prefs.email': 'البريد الإلكتروني',
  'notification.prefs.sms': 'رسالة نصية SMS',
  'notification.prefs.channelsOf': 'طريقة الاستلام: {kind}',
  'notification.prefs.quiet': 'ساعات عدم الإزعاج للرسائل النصية SMS',
  'notification.prefs.quiet.hint':
    'تُرسَل الرسائل النصية SMS الواقعة ضمن ساعات عدم الإزعاج عند انتهائها. الأوقات بتوقيت الصين الرسمي (UTC+8).',
  'notification.prefs.quiet.start': 'من (بتوقيت الصين الرسمي)',
  'notification.prefs.quiet.end': 'حتى (بتوقيت الصين الرسمي)',
  'notification.prefs.quiet.format': 'اكتب الوقت بالصيغة HH:mm، مثل 22:00',
  'notification.prefs.quiet.same': 'لا يمكن أن يتطابق وقت البداية مع وقت النهاية',
  'notification.prefs.language': 'لغة رسائل البريد الإلكتروني والرسائل النصية SMS',
  'notification.prefs.language.zhCN': 'الصينية المبسطة',
  'notification.prefs.language.enUS': 'الإنجليزية',
  'notification.prefs.save': 'حفظ الإعدادات',
  'notification.prefs.saved': 'تم حفظ إعدادات الاستلام',
};

export default notification;
