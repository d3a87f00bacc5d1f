/** Texts of the home page and the business landing (a lazy area: loaded with its pages). */
const home = {
  'home.search.title': '查找货运',
  'home.search.target': '查找',
  'home.search.tender': '招标',
  'home.search.market': '运价',
  'home.search.schedule': '船期',
  'home.search.keyword': '关键词',
  'home.search.keywordHint': '货物、标题或招标编号',
  'home.search.pol': '起运港',
  'home.search.pod': '目的港',
  'home.search.portHint': '港口名称或代码，如 上海',
  'home.search.unknownPort': '没有找到这个港口，请从列表中选择',
  'home.search.submit': '搜索',
  'home.block.more': '查看全部',
  'home.block.failed': '没有加载成功',
  'home.tenders.title': '最新招标',
  'home.tenders.empty': '暂无进行中的招标',
  'home.tenders.meta': '{lane} · {count} 个报价 · 截止 {deadline}',
  'home.lanes.title': '热门航线',
  'home.lanes.empty': '运价市场暂无运价',
  'home.lanes.meta': '{count} 条运价 · {price} 起',
  'home.news.industry': '行业资讯',
  'home.news.notice': '平台公告',
  'home.news.empty': '暂无内容',
  'home.figures.title': '平台数据',
  'home.figures.enterprises': '认证企业',
  'home.figures.openTenders': '进行中的招标',
  'home.figures.listings': '在架运价',
  'home.figures.paidOrders': '已成交订单',
  'home.shortcuts.title': '我的快捷入口',
  'home.landing.explore': '业务入口',
  'home.landing.tenders': '{count} 个招标进行中',
  'home.landing.listings': '{count} 条运价在架',
  'home.landing.enterprises': '{count} 家认证企业',
  'home.landing.count': '{count} 家',
  'home.landing.articles': '{count} 篇',
  'home.landing.directory': '企业名录',
  'home.landing.news': '资讯与帮助',
  'home.attention.title': '待办提醒',
  'home.attention.visitor':
    '登录后，这里会列出需要你处理的事项：即将截止的招标、待定标的报价和待支付的订单。',
  'home.attention.login': '登录',
  'home.attention.none': '暂时没有需要处理的事项',
  'home.attention.closingSoon': '48 小时内截止的招标',
  'home.attention.bids': '{count} 个报价',
  'home.attention.awaitingAward': '{count} 个招标已有报价，等待定标',
  'home.attention.toPay': '{count} 笔订单待支付',
  'home.attention.toReceive': '{count} 笔订单等待对方付款',
  'home.attention.bidsClosingSoon': '{count} 个已投标的招标 48 小时内截止',
  'home.countdown.days': '{days}天 {clock}',
  'home.countdown.ended': '已截止',
  'home.attention.listingsExpiring': '{count} 条在架运价 7 天内到期',
} as const;

export default home;

declare global {
  interface CatalogueAreas {
    home: typeof home;
  }
}
