/** Shared by the trade pages (tenders, bids, orders): ports, countdowns. */
const trade = {
  'trade.port.none': '没有匹配的港口',
  'trade.countdown.days': '{days}天 {clock}',
  'trade.countdown.ended': '已截止',
};

export default trade;
