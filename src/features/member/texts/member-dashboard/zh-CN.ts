/** The member centre's dashboards (a lazy part with the chart). */
const memberDashboard = {
  'dashboard.title': '经营数据',
  'dashboard.loadFailed': '经营数据加载失败',
  'dashboard.empty.shipper':
    '近 12 个月还没有已支付的订单。发布招标并完成支付后，这里会显示支出和与市场价的对比。',
  'dashboard.empty.carrier':
    '近 12 个月还没有报价、收款或优惠券核销。参与投标后，这里会显示您的经营数据。',
  'dashboard.emptyAction.shipper': '发布招标',
  'dashboard.emptyAction.carrier': '去招标大厅',
  'dashboard.rates': '金额均为人民币；{rates}。',
  'dashboard.rate': '{currency} 按 <ltr>1 {currency} = {rate} 元</ltr>折算',
  'dashboard.ratesNone': '金额均为人民币。',
  'dashboard.col.month': '月份',
  'dashboard.col.lane': '航线',
  'dashboard.col.orders': '订单数',
  'dashboard.col.spend': '支出',
  'dashboard.col.awarded': '中标价',
  'dashboard.col.median': '市场中位价',
  'dashboard.col.difference': '差额',
  'dashboard.col.bids': '报价数',
  'dashboard.col.won': '中标',
  'dashboard.col.lost': '未中标',
  'dashboard.col.revenue': '收入',
  'dashboard.col.redeemed': '核销张数',
  'dashboard.col.discount': '优惠金额',
  'dashboard.spend.title': '每月支出',
  'dashboard.spend.label': '近 12 个月每月已支付订单的支出（人民币）',
  'dashboard.spend.series': '支出',
  'dashboard.spend.point': '{month}：{count, plural, other {# 笔订单}}，支出 {amount}',
  'dashboard.spend.summary':
    '近 12 个月共支付 {count, plural, other {# 笔订单}}，合计 {total}；支出最多的月份是{month}（{amount}）。',
  'dashboard.lanes.title': '按航线支出',
  'dashboard.lanes.label': '近 12 个月支出最多的航线（人民币）',
  'dashboard.lanes.point': '{lane}：{count, plural, other {# 笔订单}}，支出 {amount}',
  'dashboard.lanes.summary':
    '支出最多的航线是{lane}，{count, plural, other {# 笔订单}}，合计 {amount}。',
  'dashboard.lanes.none': '近 12 个月没有招标运费订单。',
  'dashboard.market.title': '与市场价对比',
  'dashboard.market.label': '各航线中标价与市场中位价对比（人民币）',
  'dashboard.market.series.awarded': '中标价',
  'dashboard.market.series.median': '市场中位价',
  'dashboard.market.point':
    '{lane}：{count, plural, other {# 笔订单}}，中标价 {awarded}，市场中位价 {median}',
  'dashboard.market.saved':
    '与招标当周的航线指数中位价相比，{count, plural, other {# 笔招标订单}}共少付 {amount}（中标价 {awarded}，市场中位价 {median}）。',
  'dashboard.market.overpaid':
    '与招标当周的航线指数中位价相比，{count, plural, other {# 笔招标订单}}共多付 {amount}（中标价 {awarded}，市场中位价 {median}）。',
  'dashboard.market.even':
    '与招标当周的航线指数中位价相比，{count, plural, other {# 笔招标订单}}的中标价与市场持平（{awarded}）。',
  'dashboard.market.uncompared':
    '另有 {count, plural, other {# 笔订单}}因招标当周该航线没有运价，未作对比。',
  'dashboard.market.none': '近 12 个月没有可与市场对比的招标订单。',
  'dashboard.market.note':
    '中标价为订单金额（不含优惠券）；市场中位价 = 各箱型（拼箱按立方米）数量 × 招标当周航线指数的全包中位价。',
  'dashboard.bids.title': '报价与中标',
  'dashboard.bids.label': '近 12 个月每月报价数与中标数',
  'dashboard.bids.series.bids': '报价',
  'dashboard.bids.series.won': '中标',
  'dashboard.bids.point': '{month}：报价 {bids}，中标 {won}，未中标 {lost}',
  'dashboard.bids.summary':
    '近 12 个月共报价 {bids} 次；已定标的 {decided} 次中中标 {won} 次，中标率 {rate}。',
  'dashboard.bids.noDecided': '近 12 个月共报价 {bids} 次，还没有已定标的报价。',
  'dashboard.revenue.title': '每月收入',
  'dashboard.revenue.label': '近 12 个月每月收款（人民币）',
  'dashboard.revenue.series': '收入',
  'dashboard.revenue.point': '{month}：{count, plural, other {# 笔订单}}，收入 {amount}',
  'dashboard.revenue.summary':
    '近 12 个月共收款 {count, plural, other {# 笔订单}}，合计 {total}；收入最多的月份是{month}（{amount}）。',
  'dashboard.coupons.title': '优惠券核销',
  'dashboard.coupons.label': '近 12 个月每月核销的优惠券张数',
  'dashboard.coupons.series': '核销张数',
  'dashboard.coupons.point': '{month}：核销 {count} 张，优惠 {amount}',
  'dashboard.coupons.summary': '近 12 个月共核销您的优惠券 {count} 张，让利 {amount}。',
  'dashboard.coupons.unpriced': '其中 {count} 张折扣券在柜台核销，没有订单金额，优惠金额未计入。',
  'dashboard.zero': '近 12 个月没有。',
};

export default memberDashboard;

declare global {
  interface CatalogueAreas {
    'member-dashboard': typeof memberDashboard;
  }
}
