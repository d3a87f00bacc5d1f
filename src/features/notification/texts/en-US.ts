import type { Catalogue } from '@/locales/types';

import type zh from './zh-CN';

/** Texts of notifications: the bell, its panel, the list and the delivery preferences (a lazy area). */
const notification: Catalogue<typeof zh> = {
  'notification.kind.bidReceived': '{party} bid {amount} on tender {tenderNo} “{tenderTitle}”.',
  'notification.kind.bidRevised':
    '{party} revised its bid on tender {tenderNo} “{tenderTitle}”: now {amount}.',
  'notification.kind.tenderClosing':
    'Bidding on tender {tenderNo} “{tenderTitle}” closes at {deadline}, and nothing is awarded yet.',
  'notification.kind.bidAwarded':
    'Your bid on tender {tenderNo} “{tenderTitle}” won the award: {amount}.',
  'notification.kind.bidNotAwarded':
    'Tender {tenderNo} “{tenderTitle}” was awarded to another bid.',
  'notification.kind.tenderCancelled':
    'Tender {tenderNo} “{tenderTitle}”, which you bid on, was cancelled by its issuer.',
  'notification.kind.orderCreated': 'Order {orderNo} awaits your payment of {amount}.',
  'notification.kind.orderPaid': '{party} paid order {orderNo}: {amount}.',
  'notification.kind.orderUnpaid':
    'Order {orderNo} is still unpaid ({amount} due) and will be cancelled at {deadline}.',
  'notification.kind.orderCancelled': 'Order {orderNo} was cancelled. {reason}',
  'notification.kind.couponExpiring': 'Your coupon “{couponName}” expires at {deadline}.',
  'notification.kind.couponRedeemed': 'Your coupon “{couponName}” was redeemed.',
  'notification.kind.invoiceRequested':
    '{party} asks for an invoice of {amount}: please answer the application.',
  'notification.kind.invoiceIssued': 'Invoice {invoiceNo} is issued: its PDF is ready to download.',
  'notification.kind.invoiceRejected': 'Your invoice application was rejected: {reason}',
  'notification.kind.certificationApproved': 'Your company certification was approved.',
  'notification.kind.certificationRejected': 'Your company certification was rejected: {reason}',
  'notification.kind.shipmentBooked': '{party} confirmed the booking of shipment {shipmentNo}.',
  'notification.kind.shipmentMilestone':
    'Shipment {shipmentNo}: {milestone, select, booked {booking confirmed} empty_picked_up {empty container picked up} gated_in {gated in at the terminal} export_cleared {export customs cleared} departed {loaded and departed} arrived {arrived} import_cleared {import customs cleared} delivered {delivered} other {a milestone}}.',
  'notification.kind.shipmentCorrected':
    'Shipment {shipmentNo}: the milestone “{milestone, select, booked {booking confirmed} empty_picked_up {empty container picked up} gated_in {gated in at the terminal} export_cleared {export customs cleared} departed {loaded and departed} arrived {arrived} import_cleared {import customs cleared} delivered {delivered} other {a milestone}}” was corrected. {reason}',
  'notification.kind.documentUploaded':
    '{party} uploaded {document, select, bl_draft {the B/L draft} bl_final {the final B/L} arrival_notice {the arrival notice} other {a document}} of shipment {shipmentNo}.',
  'notification.kind.blDraftApproved': '{party} approved the B/L draft of shipment {shipmentNo}.',
  'notification.kind.blChangesRequested':
    '{party} asked for changes to the B/L draft of shipment {shipmentNo}: {reason}',

  'notification.kindName.bidReceived': 'Bid received',
  'notification.kindName.bidRevised': 'Bid revised',
  'notification.kindName.tenderClosing': 'Tender closing',
  'notification.kindName.bidAwarded': 'Bid awarded',
  'notification.kindName.bidNotAwarded': 'Bid not awarded',
  'notification.kindName.tenderCancelled': 'Tender cancelled',
  'notification.kindName.orderCreated': 'Order awaiting payment',
  'notification.kindName.orderPaid': 'Order paid',
  'notification.kindName.orderUnpaid': 'Order about to lapse',
  'notification.kindName.orderCancelled': 'Order cancelled',
  'notification.kindName.couponExpiring': 'Coupon expiring',
  'notification.kindName.couponRedeemed': 'Coupon redeemed',
  'notification.kindName.invoiceRequested': 'Invoice requested',
  'notification.kindName.invoiceIssued': 'Invoice issued',
  'notification.kindName.invoiceRejected': 'Invoice rejected',
  'notification.kindName.certificationApproved': 'Certification approved',
  'notification.kindName.certificationRejected': 'Certification rejected',
  'notification.kindName.shipmentBooked': 'Booking confirmed',
  'notification.kindName.shipmentMilestone': 'Shipment milestone',
  'notification.kindName.shipmentCorrected': 'Milestone corrected',
  'notification.kindName.documentUploaded': 'Shipping document',
  'notification.kindName.blDraftApproved': 'B/L draft approved',
  'notification.kindName.blChangesRequested': 'B/L draft changes requested',

  'notification.group.all': 'All',
  'notification.group.tender': 'Tenders',
  'notification.group.order': 'Orders',
  'notification.group.coupon': 'Coupons',
  'notification.group.invoice': 'Invoices',
  'notification.group.certification': 'Certification',
  'notification.group.shipment': 'Shipments',

  'notification.bell.loading': 'Notifications, loading the unread count',
  'notification.bell.unknown': 'Notifications, the unread count cannot be read now',
  'notification.bell.label':
    'Notifications, {count, plural, =0 {none unread} one {# unread} other {# unread}}',
  'notification.panel.title': 'Latest notifications',
  'notification.panel.empty': 'No notifications yet',
  'notification.panel.failed': 'The notifications could not be loaded',
  'notification.unreadName': 'Unread: {text}',
  'notification.markAllRead': 'Mark all read',
  'notification.viewAll': 'View all notifications',
  'notification.download': 'Download invoice {invoiceNo}',
  'notification.download.fileName': 'invoice_{invoiceNo}.pdf',
  'notification.download.refused': 'PDF of invoice {invoiceNo}:',
  'notification.download.failed': 'The invoice could not be downloaded: {reason}',
  'notification.arrived': '{count, plural, one {# new notification} other {# new notifications}}',

  'notification.tabs': 'Notifications and settings',
  'notification.tab.list': 'Notifications',
  'notification.tab.preferences': 'Delivery settings',
  'notification.filter.group': 'Kind',
  'notification.filter.unreadOnly': 'Unread only',
  'notification.list.loadFailed': 'The notifications could not be loaded',
  'notification.list.total': '{total, plural, one {# notification} other {# notifications}}',
  'notification.list.label': 'Notifications',
  'notification.list.pages': 'Pages of notifications',
  'notification.list.empty': 'No notifications yet',
  'notification.list.emptyUnread': 'No unread notifications',
  'notification.readAll.done':
    '{count, plural, =0 {Nothing was unread} one {# notification marked read} other {# notifications marked read}}',

  'notification.prefs.loadFailed': 'The delivery settings could not be loaded',
  'notification.prefs.channels': 'How you receive each kind',
  'notification.prefs.channels.hint':
    'In-site notifications are always on; e-mail and SMS can be switched per kind.',
  'notification.prefs.kind': 'Kind',
  'notification.prefs.inSite': 'In-site',
  'notification.prefs.email': 'E-mail',
  'notification.prefs.sms': 'SMS',
  'notification.prefs.channelsOf': 'How you receive: {kind}',
  'notification.prefs.quiet': 'Quiet hours for SMS',
  'notification.prefs.quiet.hint':
    'SMS falling within quiet hours are sent when they end. Times are China Standard Time (UTC+8).',
  'notification.prefs.quiet.start': 'From (China Standard Time)',
  'notification.prefs.quiet.end': 'Until (China Standard Time)',
  'notification.prefs.quiet.format': 'Write the time as HH:mm, e.g. 22:00',
  'notification.prefs.quiet.same': 'Start and end cannot be the same time',
  'notification.prefs.language': 'Language of e-mails and SMS',
  'notification.prefs.language.zhCN': '简体中文',
  'notification.prefs.language.enUS': 'English',
  'notification.prefs.save': 'Save settings',
  'notification.prefs.saved': 'Delivery settings saved',
};

export default notification;
