/** Shared by the trade pages (tenders, bids, orders): ports, countdowns. */
const trade = {
  'trade.port.none': '没有匹配的港口',
  'trade.port.failed': '港口未能加载，请重新输入或再次打开列表重试',
  'trade.countdown.days': '{days}天 {clock}',
  'trade.countdown.ended': '已截止',
  'trade.lane.to': '至',
  'trade.lane.pol': '起运港',
  'trade.lane.pod': '目的港',
  'trade.lane.portPlaceholder': '港口名称或代码',
  'trade.lane.shipmentType': '运输方式',
  'trade.lane.containerType': '箱型',
  'trade.lane.carrier': '船公司',
  'trade.lane.any': '不限',
  'trade.lane.reset': '清除筛选',
  'trade.tenderFacts.lane': '航线',
  'trade.tenderFacts.shipmentType': '运输方式',
  'trade.tenderFacts.containers': '箱型箱量',
  'trade.tenderFacts.lcl': '体积 / 重量 / 件数',
  'trade.tenderFacts.containerLine': '{quantity} × {type}',
  'trade.tenderFacts.separator': '，',
  'trade.tenderFacts.lclSize': '{volume} 立方米 · {weight} 千克 · {packages} 件',
  'trade.tenderFacts.cargo': '货物',
  'trade.tenderFacts.hsCode': 'HS 编码',
  'trade.tenderFacts.incoterm': '贸易术语',
  'trade.tenderFacts.readyDate': '货好日期',
  'trade.tenderFacts.bidDeadline': '投标截止',
  'trade.tenderFacts.budget': '预算',
  'trade.tenderFacts.budgetOpen': '未设预算',
  'trade.laneTender.offer': '为这条航线发布招标',
  'trade.tenderFacts.notGiven': '未填写',
};

export default trade;

declare global {
  interface CatalogueAreas {
    trade: typeof trade;
  }
}
