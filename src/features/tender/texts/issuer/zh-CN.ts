/** /business/myTenderBid: the issuer's tenders, comparing and awarding bids, cancelling. */
const issuer = {
  'issuer.mine.title': '我发布的招标',
  'issuer.mine.filter': '按状态筛选',
  'issuer.mine.filterAll': '全部状态',
  'issuer.mine.loadFailed': '招标列表加载失败',
  'issuer.mine.empty': '还没有招标',
  'issuer.mine.total': '共 {total} 个招标',
  'issuer.mine.pick': '点击招标的“比价”，查看并比较收到的报价。',
  'issuer.mine.col.tender': '招标',
  'issuer.mine.col.tenderNo': '招标编号',
  'issuer.mine.col.status': '状态',
  'issuer.mine.col.deadline': '投标截止',
  'issuer.mine.col.bids': '报价数',
  'issuer.mine.col.action': '操作',
  'issuer.mine.compare': '比价',
  'issuer.mine.compareLabel': '比价：{title}',

  'issuer.bids.title': '报价比较：{title}',
  'issuer.bids.viewTender': '查看招标详情',
  'issuer.bids.loadFailed': '报价加载失败',
  'issuer.bids.empty': '还没有收到报价',
  'issuer.bids.deadlineIn': '距截止',
  'issuer.bids.currency': '招标币种 {currency}',
  'issuer.bids.col.bidder': '报价方',
  'issuer.bids.col.total': '总价',
  'issuer.bids.col.carrier': '船公司',
  'issuer.bids.col.transit': '航程（天）',
  'issuer.bids.col.etd': '预计开船',
  'issuer.bids.col.validUntil': '报价有效期至',
  'issuer.bids.col.freeDays': '免柜期（天）',
  'issuer.bids.col.status': '状态',
  'issuer.bids.col.revision': '修改次数',
  'issuer.bids.col.action': '操作',
  'issuer.bids.converted': '≈ {amount}（1 {from} = {rate} {to}，{date} 汇率）',
  'issuer.bids.breakdown': '费用明细',
  'issuer.bids.freight': '海运费 {type}',
  'issuer.bids.freightCbm': '海运费（每立方米）',
  'issuer.bids.remarks': '备注：{remarks}',
  'issuer.bids.award': '授标',
  'issuer.bids.awardLabel': '授标给 {bidder}',

  'issuer.award.confirmTitle': '确认授标？',
  'issuer.award.confirmBody':
    '将以 {amount} 授标给 {bidder}。其他报价将标记为未中标，并生成金额锁定的订单。',
  'issuer.award.ok': '确认授标',
  'issuer.award.done': '已授标给 {bidder}，订单 {orderNo} 已生成。',

  'issuer.cancel.action': '取消招标',
  'issuer.cancel.confirmTitle': '确认取消这个招标？',
  'issuer.cancel.confirmBody': '取消后不能再收到报价或授标，且无法恢复。',
  'issuer.cancel.ok': '取消招标',
  'issuer.cancel.keep': '暂不取消',
  'issuer.cancel.done': '招标已取消',
  'issuer.action.failed': '操作未成功',
  'issuer.action.conflict': '招标状态已变化，已为你刷新',

  'issuer.order.label': '订单 {orderNo}',
  'issuer.order.amount': '订单金额 {amount}（授标时锁定）',
  'issuer.order.pay': '去支付',
  'issuer.order.view': '查看订单',
  'issuer.order.loadFailed': '订单状态暂时无法加载',
};

export default issuer;

declare global {
  interface CatalogueAreas {
    issuer: typeof issuer;
  }
}
