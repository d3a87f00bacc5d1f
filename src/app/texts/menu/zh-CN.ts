/** Route titles (document title, side menus) and the header's navigation labels. */
const menu = {
  'menu.nav.home': '首页',
  'menu.nav.foreignTrade': '外贸企业',
  'menu.nav.forwarding': '货代企业',
  'menu.nav.fleet': '集卡车队',
  'menu.nav.shipping': '航运',
  'menu.nav.members': '会员',
  'menu.nav.market': '运价市场',
  'menu.nav.help': '帮助中心',

  'menu.home': '首页',
  'menu.login': '登录',
  'menu.register': '注册',
  'menu.retrievePassword': '找回密码',
  'menu.subBaseInfo': '企业认证',
  'menu.test': '系统诊断',
  'menu.notFound': '页面不存在',

  'menu.business': '业务大厅',
  'menu.business.foreignTrade': '企业名录',
  'menu.business.foreignTradeDetail': '企业详情',
  'menu.business.tendering': '招标大厅',
  'menu.business.tenderDetail': '招标详情',
  'menu.business.myBid': '我的投标',
  'menu.business.payment': '订单与支付',
  'menu.business.tenderIssue': '发布招标',
  'menu.business.quote': '投标报价',
  'menu.business.searchTender': '搜索招标',
  'menu.business.myTenderBid': '我的招标',
  'menu.business.newsDetail': '资讯详情',
  'menu.business.newsList': '资讯中心',
  'menu.business.market': '运价市场',
  'menu.business.marketDetail': '运价详情',
  'menu.business.myMarket': '我的运价',

  'menu.coupon': '优惠券',
  'menu.coupon.couponManagement': '优惠券管理',
  'menu.coupon.couponCollectionCenter': '领券中心',
  'menu.coupon.myCoupon': '我的优惠券',
  'menu.coupon.couponMarket': '优惠券市场',
  'menu.coupon.couponVerification': '优惠券核销',

  'menu.user': '会员中心',
  'menu.user.personalCenter': '账户概览',
  'menu.user.changeBaseInfo': '企业资料',
  'menu.user.invoice': '发票管理',
  'menu.user.myCollect': '我的收藏',
  'menu.user.notifications': '消息通知',
  'menu.user.shipments': '我的货运',

  'menu.other': '关于平台',
  'menu.other.about': '关于我们',
  'menu.other.contact': '联系我们',
  'menu.other.clause': '服务条款与隐私政策',

  'menu.tool': '航运工具',
  'menu.tool.shipDate': '船期查询',
  'menu.tool.customs': '海关编码查询',
} as const;

export default menu;

declare global {
  interface CatalogueAreas {
    menu: typeof menu;
  }
}
