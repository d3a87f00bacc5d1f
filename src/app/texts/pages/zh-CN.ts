/** Page texts of the shell's pages: home, business hub, page descriptions, 403 and 404. */
const pages = {
  'pages.home.hero.title': '一站式外贸物流交易平台',
  'pages.home.hero.subtitle':
    '外贸企业在线发布运输招标、比较报价；货代与集拼企业投标报价、发布运价。询价、成交、支付与开票，都在一个平台完成。',
  'pages.home.areas.title': '平台功能',
  'pages.home.area.tenders': '外贸企业发布整箱、拼箱运输需求，货代与集拼企业在截止前报价。',
  'pages.home.area.market': '比较各航线的海运运价、附加费与船期，即时试算总价。',
  'pages.home.area.directory': '查找经过认证的外贸企业、货代企业、集拼企业与集卡车队。',
  'pages.home.area.schedules': '按起运港、目的港与船公司查询开航日与航程。',
  'pages.home.area.hsCode': '按商品名称或编码查询 HS 编码与申报要素。',
  'pages.home.area.coupons': '领取运费优惠券，支付订单时直接抵扣。',
  'pages.home.area.news': '行业资讯、平台公告与使用帮助。',

  'pages.business.landing.description': '招标、投标、运价与企业名录的入口：找到货源，找到运力。',
  'pages.business.landing.forShippers': '外贸企业',
  'pages.business.landing.forCarriers': '货代与集拼企业',
  'pages.business.landing.explore': '浏览与查询',
  'pages.business.foreignTrade.description':
    '按类别浏览平台上的外贸企业、货代企业、集拼企业与集卡车队，查看主营业务与认证状态。',
  'pages.business.foreignTradeDetail.description':
    '企业的基本信息、服务范围、认证状态，以及在平台上发布的运价与招标；联系方式登录后可见。',
  'pages.business.tendering.description':
    '浏览正在进行的海运整箱与拼箱招标，按航线、箱型和截止时间筛选。',
  'pages.business.tenderDetail.description':
    '货物、箱量、日期、贸易术语和发布企业；登录后可查看联系方式并报价。',
  'pages.business.myBid.description': '查看你提交的报价及其状态，在截止前修改或撤回报价。',
  'pages.business.payment.description':
    '定标或购买优惠券后生成的订单：查看付款与收款状态，核对金额，使用一张可用的优惠券，并通过微信支付、支付宝或银行转账完成付款。',
  'pages.business.tenderIssue.description':
    '填写起运港、目的港、箱型箱量或货物体积重量、货物信息与截止时间，发布运输招标。',
  'pages.business.quote.description':
    '针对一项招标填写海运费、附加费、船公司、航程与有效期，提交你的报价。',
  'pages.business.searchTender.description': '按关键词、航线、运输方式和状态搜索招标。',
  'pages.business.myTenderBid.description': '管理你发布的招标，并排比较收到的报价，选择中标方。',
  'pages.business.newsDetail.description': '阅读行业资讯、平台公告与帮助文章。',
  'pages.business.newsList.description': '行业资讯、平台公告与帮助中心文章，可搜索、分页浏览。',
  'pages.business.market.description':
    '按航线、运输方式、箱型和船公司比较货代与集拼企业发布的运价，并即时试算总价。',
  'pages.business.marketDetail.description':
    '运价的价格明细、附加费、船期与有效期，以及发布企业的信息。',
  'pages.business.myMarket.description': '发布、编辑和上下架你的运价。',

  'pages.coupon.couponManagement.description':
    '创建和管理你发放的优惠券：面额或折扣、使用门槛、发放数量与有效期。',
  'pages.coupon.couponCollectionCenter.description':
    '领取货代与集拼企业发放的免费优惠券，向其支付订单时抵扣。',
  'pages.coupon.myCoupon.description': '查看你领取和购买的优惠券及其使用状态。',
  'pages.coupon.couponMarket.description': '购买企业出售的优惠券包。',
  'pages.coupon.couponVerification.description': '输入券码，核对优惠券与持有人，完成核销。',

  'pages.user.personalCenter.description':
    '你的账户与企业概况：认证状态，以及招标、投标、订单和优惠券的数量。',
  'pages.user.changeBaseInfo.description':
    '修改昵称、头像、手机号，以及企业的联系人、地址、简介和服务。',
  'pages.user.invoice.description':
    '管理开票抬头，为已支付的订单申请发票并下载电子发票。一张发票只能包含同一收款方、同一币种的订单；金额为实际支付金额（已扣除优惠券）。',
  'pages.user.myCollect.description': '你收藏的招标、运价、企业与资讯。',
  'pages.user.notifications.description':
    '招标、订单、优惠券、发票与认证的消息，以及邮件和短信的接收设置。',
  'pages.user.shipments.description':
    '已支付订单的货运：订舱、截关、节点动态与提单等单证；货代可在此更新，逾期的排在最前。',

  'pages.tool.shipDate.description': '按起运港、目的港和船公司查询船期、开航日与航程。',
  'pages.tool.customs.description': '按商品名称或编码查询 HS 编码与申报要素。',
  'pages.tool.customs.intro':
    'HS 编码是海关对商品的分类编码：前 6 位全球通用，我国在其后增加 4 位用于关税税则。打开一个编码，可查看关税、出口退税率和申报要素。',

  'pages.login.description': '使用账号、密码和图形验证码登录。',
  'pages.retrievePassword.description': '通过手机短信验证码重置登录密码。',
  'pages.register.description': '选择企业类型并验证手机号，注册平台账户。',
  // Each account page's card: its heading, which the first screen and the page's wait show too.
  'pages.login.card.title': '登录',
  'pages.login.card.subtitle': '欢迎回来，登录后发布招标、报价和管理订单',
  'pages.register.card.title': '注册账号',
  'pages.register.card.subtitle': '选择企业类型并验证手机号，免费注册',
  'pages.retrievePassword.card.title': '找回密码',
  'pages.retrievePassword.card.subtitle': '通过注册手机号接收短信验证码，然后设置新密码',
  'pages.subBaseInfo.description':
    '提交企业名称、统一社会信用代码、营业执照与联系人，完成企业认证。',
  'pages.test.description': '构建版本、接口连通性、语言与存储、登录状态与基础数据等诊断信息。',

  'pages.forbidden.title': '无权访问此页面',
  'pages.forbidden.description': '此页面仅供{types}使用。',
  'pages.forbidden.audience.1': '外贸企业',
  'pages.forbidden.audience.2': '货代企业',
  'pages.forbidden.audience.3': '集拼企业',
  'pages.forbidden.current':
    '你当前登录的是{current, select, 1 {外贸企业} 2 {货代企业} other {集拼企业}}账户。',
  'pages.notFound.title': '页面不存在',
  'pages.notFound.description': '你访问的地址不存在或已被移除，请检查地址是否正确。',
  // The directory's categories: each one's heading, painted from the HTML (the first screen).
  'directory.category.1.title': '外贸企业',
  'directory.category.2.title': '货代企业',
  'directory.category.3.title': '集拼企业',
  'directory.category.4.title': '集卡车队',
  'directory.category.1.description': '平台上的外贸进出口企业，可查看其正在进行的运输招标。',
  'directory.category.2.description': '提供订舱、报关和拖车服务的货运代理企业，可查看其在售运价。',
  'directory.category.3.description': '提供拼箱（LCL）运输和仓储服务的集拼企业。',
  'directory.category.4.description': '提供集装箱拖车（集卡）运输的货代和集拼企业。',
  'pages.other.about.description': '连接外贸企业与货代、集拼企业的在线货运交易平台。',
  'pages.other.about.intro':
    '货运交易平台是面向中国外贸企业与物流服务商的 B2B 货运交易市场。外贸企业在这里发布运输招标、比较报价并在线支付；货代企业与集拼企业在这里获取货源、发布运价、发行优惠券。询价、比价、成交、支付和开票都在一处完成，企业认证让每一笔交易都知道对方是谁。',
  'pages.other.contact.description': '客服热线、电子邮箱、微信公众号与办公地址。',
  'pages.other.contact.intro':
    '有任何问题，欢迎通过以下方式联系我们。为了更快处理，请提供企业名称、注册手机号，以及相关的招标编号或订单编号。',
  'pages.other.clause.description': '使用本平台前，请仔细阅读以下条款。',
  'pages.other.clause.intro':
    '本条款由您与货运交易平台的运营方（以下简称「我们」）订立，适用于您对本平台网站及相关服务的使用。注册、登录或使用本平台，即表示您已阅读并同意本条款。',
} as const;

export default pages;

declare global {
  interface CatalogueAreas {
    pages: typeof pages;
  }
}
