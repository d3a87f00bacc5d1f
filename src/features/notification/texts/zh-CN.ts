/** Texts of notifications: the bell, its panel, the list and the delivery preferences (a lazy area). */
const notification = {
  'notification.kind.bidReceived':
    '{party} 对招标 {tenderNo}「{tenderTitle}」提交了报价，总价 {amount}。',
  'notification.kind.bidRevised':
    '{party} 修改了对招标 {tenderNo}「{tenderTitle}」的报价，现总价 {amount}。',
  'notification.kind.tenderClosing':
    '招标 {tenderNo}「{tenderTitle}」将于 {deadline} 截止报价，目前尚未定标。',
  'notification.kind.bidAwarded':
    '你对招标 {tenderNo}「{tenderTitle}」的报价已中标，金额 {amount}。',
  'notification.kind.bidNotAwarded': '招标 {tenderNo}「{tenderTitle}」已定标，你的报价未中标。',
  'notification.kind.tenderCancelled': '你投标的招标 {tenderNo}「{tenderTitle}」已被发布方取消。',
  'notification.kind.orderCreated': '订单 {orderNo} 已生成，应付 {amount}，请尽快支付。',
  'notification.kind.orderPaid': '{party} 已支付订单 {orderNo}，金额 {amount}。',
  'notification.kind.orderUnpaid':
    '订单 {orderNo} 尚未支付（应付 {amount}），将于 {deadline} 自动取消。',
  'notification.kind.orderCancelled': '订单 {orderNo} 已取消。{reason}',
  'notification.kind.couponExpiring': '你领取的优惠券「{couponName}」将于 {deadline} 过期。',
  'notification.kind.couponRedeemed': '你的优惠券「{couponName}」已核销。',
  'notification.kind.invoiceRequested': '{party} 申请开具发票，金额 {amount}，请及时处理。',
  'notification.kind.invoiceIssued': '发票 {invoiceNo} 已开具，可下载 PDF。',
  'notification.kind.invoiceRejected': '你的开票申请被拒绝：{reason}',
  'notification.kind.certificationApproved': '你的企业认证已通过审核。',
  'notification.kind.certificationRejected': '你的企业认证未通过：{reason}',
  'notification.kind.shipmentBooked': '{party} 已确认运单 {shipmentNo} 的订舱。',
  'notification.kind.shipmentMilestone':
    '运单 {shipmentNo}：{milestone, select, booked {订舱确认} empty_picked_up {提取空箱} gated_in {进港} export_cleared {出口报关放行} departed {装船离港} arrived {到港} import_cleared {进口清关放行} delivered {已交付} other {节点更新}}。',
  'notification.kind.shipmentCorrected':
    '运单 {shipmentNo} 的节点「{milestone, select, booked {订舱确认} empty_picked_up {提取空箱} gated_in {进港} export_cleared {出口报关放行} departed {装船离港} arrived {到港} import_cleared {进口清关放行} delivered {已交付} other {节点更新}}」已被更正。{reason}',
  'notification.kind.documentUploaded':
    '{party} 为运单 {shipmentNo} 上传了{document, select, bl_draft {提单草稿} bl_final {正本提单} arrival_notice {到货通知} other {文件}}。',
  'notification.kind.blDraftApproved': '{party} 已确认运单 {shipmentNo} 的提单草稿。',
  'notification.kind.blChangesRequested': '{party} 要求修改运单 {shipmentNo} 的提单草稿：{reason}',

  'notification.kindName.bidReceived': '收到报价',
  'notification.kindName.bidRevised': '报价修改',
  'notification.kindName.tenderClosing': '招标即将截止',
  'notification.kindName.bidAwarded': '报价中标',
  'notification.kindName.bidNotAwarded': '报价未中标',
  'notification.kindName.tenderCancelled': '招标取消',
  'notification.kindName.orderCreated': '订单待支付',
  'notification.kindName.orderPaid': '订单已支付',
  'notification.kindName.orderUnpaid': '订单即将超时取消',
  'notification.kindName.orderCancelled': '订单取消',
  'notification.kindName.couponExpiring': '优惠券即将过期',
  'notification.kindName.couponRedeemed': '优惠券已核销',
  'notification.kindName.invoiceRequested': '收到开票申请',
  'notification.kindName.invoiceIssued': '发票已开具',
  'notification.kindName.invoiceRejected': '开票申请被拒',
  'notification.kindName.certificationApproved': '认证通过',
  'notification.kindName.certificationRejected': '认证未通过',
  'notification.kindName.shipmentBooked': '订舱已确认',
  'notification.kindName.shipmentMilestone': '运输节点更新',
  'notification.kindName.shipmentCorrected': '运输节点更正',
  'notification.kindName.documentUploaded': '收到运输文件',
  'notification.kindName.blDraftApproved': '提单草稿已确认',
  'notification.kindName.blChangesRequested': '提单草稿需修改',

  'notification.group.all': '全部',
  'notification.group.tender': '招标',
  'notification.group.order': '订单',
  'notification.group.coupon': '优惠券',
  'notification.group.invoice': '发票',
  'notification.group.certification': '认证',
  'notification.group.shipment': '运输',

  'notification.bell.loading': '消息通知，正在读取未读数量',
  'notification.bell.unknown': '消息通知，未读数量暂时无法读取',
  'notification.bell.label': '消息通知，{count, plural, =0 {没有未读} other {# 条未读}}',
  'notification.panel.title': '最新通知',
  'notification.panel.empty': '暂无通知',
  'notification.panel.failed': '通知没有加载成功',
  'notification.unreadName': '未读：{text}',
  'notification.markAllRead': '全部标为已读',
  'notification.viewAll': '查看全部通知',
  'notification.download': '下载发票 {invoiceNo}',
  'notification.download.fileName': '发票_{invoiceNo}.pdf',
  'notification.download.refused': '发票 {invoiceNo} 的 PDF：',
  'notification.download.failed': '发票没有下载成功：{reason}',
  'notification.arrived': '{count, plural, other {收到 # 条新通知}}',

  'notification.tabs': '通知与设置',
  'notification.tab.list': '通知',
  'notification.tab.preferences': '接收设置',
  'notification.filter.group': '类别',
  'notification.filter.unreadOnly': '只看未读',
  'notification.list.loadFailed': '通知没有加载成功',
  'notification.list.total': '共 {total} 条',
  'notification.list.label': '通知列表',
  'notification.list.pages': '通知分页',
  'notification.list.empty': '还没有通知',
  'notification.list.emptyUnread': '没有未读通知',
  'notification.readAll.done': '{count, plural, =0 {没有未读通知} other {已将 # 条标为已读}}',

  'notification.prefs.loadFailed': '接收设置没有加载成功',
  'notification.prefs.channels': '按类别选择接收方式',
  'notification.prefs.channels.hint': '站内通知始终开启；邮件和短信可按类别开关。',
  'notification.prefs.kind': '类别',
  'notification.prefs.inSite': '站内',
  'notification.prefs.email': '邮件',
  'notification.prefs.sms': '短信',
  'notification.prefs.channelsOf': '{kind} 的接收方式',
  'notification.prefs.quiet': '短信免打扰时段',
  'notification.prefs.quiet.hint':
    '免打扰时段内的短信会在时段结束后发送。时间为中国标准时间（UTC+8）。',
  'notification.prefs.quiet.start': '开始时间（中国标准时间）',
  'notification.prefs.quiet.end': '结束时间（中国标准时间）',
  'notification.prefs.quiet.format': '请按 HH:mm 填写，例如 22:00',
  'notification.prefs.quiet.same': '开始和结束时间不能相同',
  'notification.prefs.language': '邮件和短信的语言',
  'notification.prefs.language.zhCN': '简体中文',
  'notification.prefs.language.enUS': 'English',
  'notification.prefs.save': '保存设置',
  'notification.prefs.saved': '接收设置已保存',
} as const;

export default notification;

declare global {
  interface CatalogueAreas {
    notification: typeof notification;
  }
}
