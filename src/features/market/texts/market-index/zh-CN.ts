/** A listing's lane index: its chart, table and words (the listing detail). */
const marketIndex = {
  'marketIndex.unit': '箱型',
  'marketIndex.span': '时间范围',
  'marketIndex.weeks': '{count}周',
  'marketIndex.loadFailed': '航线运价指数未能加载',
  'marketIndex.chartLabel': '{lane} {unit} 每周全包价中位数与区间',
  'marketIndex.series.median': '中位数',
  'marketIndex.series.low': '最低',
  'marketIndex.series.range': '最低–最高区间',
  'marketIndex.series.own': '本运价',
  'marketIndex.week': '{week}当周',
  'marketIndex.point': '{week}当周：中位数 {median}，最低 {low}，最高 {high}，共 {count} 条运价',
  'marketIndex.gap': '{week}当周：市场上没有该航线的运价',
  'marketIndex.summary': '最近有运价的一周（{week}）：中位数 {median}，区间 {low} 至 {high}。',
  'marketIndex.change':
    '中位数比{weeks}周前{change, select, up {上涨} down {下降} other {持平}}{percent}。',
  'marketIndex.own.below': '本运价全包价 {own}，低于市场区间。',
  'marketIndex.own.within': '本运价全包价 {own}，在市场区间之内。',
  'marketIndex.own.above': '本运价全包价 {own}，高于市场区间。',
  'marketIndex.noData': '这段时间该航线没有市场运价。',
  'marketIndex.allInNote':
    '全包价 = 运费 + 按箱（拼箱按立方米）收取的附加费，不含按票收取的费用；单位 {currency}。',
  'marketIndex.col.week': '周（周一）',
  'marketIndex.col.median': '中位数',
  'marketIndex.col.low': '最低',
  'marketIndex.col.high': '最高',
  'marketIndex.col.listings': '运价数',
  'marketIndex.none': '无',
  'marketIndex.export.title': '{lane} {unit} 航线运价指数',
};

export default marketIndex;

declare global {
  interface CatalogueAreas {
    'market-index': typeof marketIndex;
  }
}
