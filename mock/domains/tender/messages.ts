/** The tender calls' reply messages (registered with the domain). */
import type { Text } from '../../core/text';

export const tenderMessages = {
  'tender.deadlinePast': {
    zh: '投标截止时间须晚于当前时间',
    en: 'The bid deadline must be in the future.',
  },
  'tender.deadlineAfterReady': {
    zh: '投标截止时间须早于货好日期',
    en: 'The bid deadline must be before the cargo ready date.',
  },
  'tender.containersRequired': {
    zh: '整箱招标至少需要一行箱型和箱量',
    en: 'An FCL tender needs at least one container line.',
  },
  'tender.samePorts': {
    zh: '目的港不能与起运港相同',
    en: 'The port of discharge must differ from the port of loading.',
  },
  'tender.notIssuer': {
    zh: '只有招标发布方可以进行此操作',
    en: 'Only the enterprise that issued this tender can do this.',
  },
  'tender.notOpen': {
    zh: '该招标已截止或已结束，不能再投标或修改投标',
    en: 'This tender is closed: bids can no longer be made or changed.',
  },
  'tender.cannotCancel': {
    zh: '只有进行中或已截止且未定标的招标可以取消',
    en: 'Only an open or closed tender without a winning bid can be cancelled.',
  },
  'tender.alreadyAwarded': { zh: '该招标已定标', en: 'This tender has already been awarded.' },
  'tender.awardWindowOver': {
    zh: '该招标已截止超过 {days} 天或已取消，不能再定标',
    en: 'This tender can no longer be awarded: it was cancelled or closed more than {days} days ago.',
  },
} satisfies Record<string, Text>;

/** Names of the tender, bid and order calls' fields in refusals (the three share the trade form's names). */
export const tenderFieldLabels: Record<string, Text> = {
  title: { zh: '招标标题', en: 'title' },
  shipmentType: { zh: '运输方式', en: 'shipment type' },
  pol: { zh: '起运港', en: 'port of loading' },
  pod: { zh: '目的港', en: 'port of discharge' },
  containers: { zh: '箱型箱量', en: 'containers' },
  'containers.type': { zh: '箱型', en: 'container type' },
  'containers.quantity': { zh: '箱量', en: 'container quantity' },
  containerType: { zh: '箱型', en: 'container type' },
  volumeCbm: { zh: '体积', en: 'volume' },
  weightKg: { zh: '毛重', en: 'gross weight' },
  packages: { zh: '件数', en: 'packages' },
  quantityMin: { zh: '最少箱量', en: 'minimum quantity' },
  quantityMax: { zh: '最多箱量', en: 'maximum quantity' },
  cargoName: { zh: '货物名称', en: 'cargo name' },
  cargoType: { zh: '货物类型', en: 'cargo type' },
  hsCode: { zh: 'HS 编码', en: 'HS code' },
  incoterm: { zh: '贸易术语', en: 'Incoterm' },
  readyDate: { zh: '货好日期', en: 'cargo ready date' },
  readyFrom: { zh: '货好日期起', en: 'ready date from' },
  readyTo: { zh: '货好日期止', en: 'ready date to' },
  bidDeadline: { zh: '投标截止时间', en: 'bid deadline' },
  deadlineFrom: { zh: '截止日期起', en: 'deadline from' },
  deadlineTo: { zh: '截止日期止', en: 'deadline to' },
  currency: { zh: '币种', en: 'currency' },
  budget: { zh: '预算', en: 'budget' },
  budgetMin: { zh: '最低预算', en: 'minimum budget' },
  budgetMax: { zh: '最高预算', en: 'maximum budget' },
  remarks: { zh: '备注', en: 'remarks' },
  attachments: { zh: '附件', en: 'attachments' },
  'attachments.item': { zh: '附件', en: 'attachment' },
  tenderId: { zh: '招标', en: 'tender' },
  bidId: { zh: '投标', en: 'bid' },
  freight: { zh: '海运费', en: 'ocean freight' },
  'freight.unit': { zh: '海运费单位', en: 'freight unit' },
  'freight.amount': { zh: '海运费金额', en: 'freight amount' },
  surcharges: { zh: '附加费', en: 'surcharges' },
  'surcharges.code': { zh: '附加费代码', en: 'surcharge code' },
  'surcharges.amount': { zh: '附加费金额', en: 'surcharge amount' },
  'surcharges.unit': { zh: '附加费计费单位', en: 'surcharge unit' },
  carrier: { zh: '船公司', en: 'carrier' },
  transitDays: { zh: '航程天数', en: 'transit days' },
  etd: { zh: '预计开船日期', en: 'ETD' },
  validUntil: { zh: '报价有效期', en: 'valid-until date' },
  freeDays: { zh: '免堆期天数', en: 'free days' },
  orderNo: { zh: '订单', en: 'order' },
  method: { zh: '支付方式', en: 'payment method' },
  requestId: { zh: '请求编号', en: 'request id' },
};
