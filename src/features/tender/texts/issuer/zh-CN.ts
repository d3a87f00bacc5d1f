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
  'issuer.market.col': '对比市场',
  'issuer.market.position.below': '低于市场区间',
  'issuer.market.position.within': '在市场区间内',
  'issuer.market.position.above': '高于市场区间',
  'issuer.market.vsMedian':
    '{direction, select, below {比中位数低 {percent}} above {比中位数高 {percent}} other {与中位数持平}}',
  'issuer.market.none': '无市场数据',
  'issuer.market.loading': '正在加载市场数据',
  'issuer.market.title': '报价与市场对比',
  'issuer.market.chartLabel': '各报价总价与市场区间（{currency}）',
  'issuer.market.series.bid': '报价总价',
  'issuer.market.series.low': '市场最低',
  'issuer.market.series.median': '市场中位数',
  'issuer.market.series.high': '市场最高',
  'issuer.market.point': '{bidder}：总价 {total}，{position}，{vsMedian}',
  'issuer.market.summary':
    '按本招标的箱型箱量计算，该航线 {week} 当周的市场价：中位数 {median}，区间 {low} 至 {high}。',
  'issuer.market.rate': '市场运价以美元发布，按 {date} 汇率 1 USD = {rate} {currency} 换算。',
  'issuer.market.counts': '低于区间 {below} 个，区间内 {within} 个，高于区间 {above} 个报价。',
  'issuer.market.noBand': '该航线在本招标发布当周没有市场运价，报价无法与市场对比。',
  'issuer.market.noBids': '还没有报价可与市场对比。',
  'issuer.market.loadFailed': '市场对比未能加载',
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
