/** The /other pages: about, contact, terms and privacy. */
const other = {
  'other.about.audience.title': '我们服务谁',
  'other.about.audience.shipper.title': '外贸企业',
  'other.about.audience.shipper.body':
    '进出口生产商与贸易商。发布整箱或拼箱运输招标，并排比较各家报价的总价与航程，选定中标方后在线支付并申请发票；也可以查询船期和 HS 编码。',
  'other.about.audience.forwarder.title': '货代企业',
  'other.about.audience.forwarder.body':
    '国际货运代理公司。在招标大厅查找货源并投标，在运价市场发布各航线运价，发行和核销优惠券，在企业名录中展示自己的服务能力。',
  'other.about.audience.consolidator.title': '集拼企业',
  'other.about.audience.consolidator.body':
    '拼箱（LCL）集运服务商。使用与货代企业相同的工具，投标面向拼箱招标，按立方米报价。提供集卡拖车服务的企业还会在名录的「集卡车队」中列出。',
  'other.about.audience.visitor.title': '访客',
  'other.about.audience.visitor.body':
    '无需注册即可浏览首页、运价市场、招标大厅、企业名录、行业资讯和航运工具；投标、发布、领券和支付需要登录。',
  'other.about.offer.title': '平台提供什么',
  'other.about.offer.tender.title': '招标与投标',
  'other.about.offer.tender.body':
    '外贸企业写明起运港、目的港、箱型箱量或体积重量、货物和截止时间；服务商在截止前报价并可修改，发布方并排比较后定标。',
  'other.about.offer.market.title': '运价市场',
  'other.about.offer.market.body':
    '货代与集拼企业发布各航线运价、附加费、班期和有效期；按航线、箱型和船公司筛选，即时估算总价。',
  'other.about.offer.coupon.title': '优惠券',
  'other.about.offer.coupon.body':
    '服务商发行现金券或折扣券，免费发放或在优惠券市场出售；支付订单时抵扣，服务商凭券码核销。',
  'other.about.offer.directory.title': '企业名录',
  'other.about.offer.directory.body':
    '按外贸企业、货代企业、集拼企业和集卡车队分类，浏览认证企业的服务与简介。',
  'other.about.offer.schedule.title': '船期查询',
  'other.about.offer.schedule.body': '按起运港和目的港查询主要船公司的班期、航程与截关时间。',
  'other.about.offer.hs.title': 'HS 编码查询',
  'other.about.offer.hs.body':
    '按商品名称或编码查询海关 HS 编码，为报关和招标中的货物描述提供参考。',
  'other.about.offer.invoice.title': '发票',
  'other.about.offer.invoice.body':
    '维护普通发票和增值税专用发票抬头，为已支付的订单在线申请开票，开具后下载电子发票。',
  'other.about.trust.title': '信任如何建立',
  'other.about.trust.verify':
    '每一家企业都可以申请企业认证：提交统一社会信用代码、营业执照和联系人信息，由平台人工审核，通常在 1–2 个工作日内完成。',
  'other.about.trust.badge':
    '审核通过的企业带有「已认证」标识，在名录、招标和运价中都能看到；未通过时我们会说明原因，企业修改后可重新提交。',
  'other.about.trust.payment':
    '款项与订单一一对应，同一订单不会被重复扣款；企业的联系方式只向登录用户展示。',
  'other.about.steps.title': '如何使用',
  'other.about.steps.register.title': '注册并认证',
  'other.about.steps.register.body': '用手机号注册企业账号，选择企业类型，提交认证资料。',
  'other.about.steps.publish.title': '发布需求或运价',
  'other.about.steps.publish.body': '外贸企业发布招标；货代与集拼企业发布运价并参与投标。',
  'other.about.steps.award.title': '比价与定标',
  'other.about.steps.award.body': '发布方比较各家报价的总价和航程，选定一家中标。',
  'other.about.steps.pay.title': '在线支付',
  'other.about.steps.pay.body':
    '定标后生成订单，可用优惠券抵扣，通过微信支付、支付宝或银行转账付款。',
  'other.about.steps.invoice.title': '出运与开票',
  'other.about.steps.invoice.body': '服务商按约定安排出运；付款后在会员中心申请发票。',

  'other.contact.service.title': '客户服务',
  'other.contact.service.hotline': '客服热线',
  'other.contact.service.international': '境外来电',
  'other.contact.service.hours': '服务时间',
  'other.contact.service.hoursValue':
    '周一至周五 08:30–20:00，周六 09:00–17:00（中国标准时间，UTC+8）；法定节假日安排另行公告。',
  'other.contact.email.title': '电子邮箱',
  'other.contact.email.support': '客户支持',
  'other.contact.email.supportNote': '账户、认证、招投标、支付与发票问题',
  'other.contact.email.business': '商务合作',
  'other.contact.email.businessNote': '服务商入驻、船公司与平台合作',
  'other.contact.email.media': '媒体垂询',
  'other.contact.email.mediaNote': '采访、报道与品牌使用',
  'other.contact.wechat.title': '微信公众号',
  'other.contact.wechat.name': '公众号名称',
  'other.contact.wechat.nameValue': '货运交易平台',
  'other.contact.wechat.id': '微信号',
  'other.contact.wechat.note':
    '在微信中搜索微信号并关注，可接收招标动态、运价提醒和平台公告，也可以在公众号内留言咨询。',
  'other.contact.office.title': '办公地址',
  'other.contact.office.address': '上海市虹口区东大名路 1089 号 18 楼，邮编 200080',
  'other.contact.office.note': '来访请提前一个工作日预约。',
  'other.contact.response.title': '响应时间',
  'other.contact.response.hotline': '服务时间内，热线电话即时接听。',
  'other.contact.response.email': '客户支持邮件在 1 个工作日内回复。',
  'other.contact.response.cert': '企业认证审核通常在 1–2 个工作日内完成。',
  'other.contact.response.business': '商务合作与媒体垂询在 3 个工作日内回复。',

  'other.clause.effective': '生效日期：{date}',
  'other.clause.toc': '目录',
  'other.clause.sectionTitle': '{number}. {title}',
  'other.clause.terms.title': '用户协议',
  'other.clause.accounts.title': '账户与认证',
  'other.clause.accounts.p1':
    '您应以真实的企业信息注册。每个账户对应一家企业，企业类型（外贸企业、货代企业、集拼企业）在注册时确定。',
  'other.clause.accounts.p2':
    '请妥善保管账号、密码和短信验证码，通过您的账户进行的操作视为您所在企业的行为。发现账户被盗用时，请立即联系我们。',
  'other.clause.accounts.p3':
    '企业认证需提交统一社会信用代码、营业执照等资料。您保证资料真实有效，变化时及时更新；资料不实的，我们可以拒绝或撤销认证。',
  'other.clause.market.title': '招标与投标规则',
  'other.clause.market.p1':
    '招标由外贸企业发布，应如实写明航线、货物、箱型箱量或体积重量以及时间要求；投标截止时间应早于货物就绪日期。',
  'other.clause.market.p2':
    '货代企业和集拼企业可在截止前报价并修改，同一招标每家企业只保留一份有效报价；集拼企业仅可对拼箱招标报价。',
  'other.clause.market.p3':
    '投标方只能看到自己的报价和报价数量；发布方可以看到全部报价并选定一家中标。定标即生成订单，其余报价自动失效。',
  'other.clause.market.p4':
    '发布方可在无人中标前撤销招标；截止后无人中标的招标自动关闭，关闭后 7 日内仍可定标。',
  'other.clause.payments.title': '支付与优惠券',
  'other.clause.payments.p1':
    '订单以所示币种和金额为准，通过平台支持的方式付款；同一订单不会被重复扣款，未支付的订单在 30 分钟后自动取消。',
  'other.clause.payments.p2':
    '优惠券的门槛、面额或折扣、有效期和适用范围以券面说明为准。每笔订单限用一张，优惠券不兑换现金，已使用的券码不能再次核销。',
  'other.clause.payments.p3': '发票依据已支付的订单开具，请确保发票抬头和税号准确。',
  'other.clause.conduct.title': '禁止行为',
  'other.clause.conduct.lead': '使用本平台时，您不得：',
  'other.clause.conduct.i1': '发布虚假或误导性的招标、报价和运价；',
  'other.clause.conduct.i2': '恶意低价投标、串通投标或操纵定标结果；',
  'other.clause.conduct.i3': '冒用他人身份或资料，或者转让、出租、出借账户；',
  'other.clause.conduct.i4': '为违禁品或侵权货物寻求运输，或规避海关、出口管制与制裁规定；',
  'other.clause.conduct.i5': '以爬虫、脚本等自动化手段批量抓取数据，或干扰平台的正常运行；',
  'other.clause.conduct.i6': '骚扰其他用户，或将获得的联系方式用于与交易无关的用途。',
  'other.clause.conduct.after':
    '违反上述规定的，我们可以删除相关信息、暂停或终止账户，并保留依法追究责任的权利。',
  'other.clause.ip.title': '知识产权',
  'other.clause.ip.p1': '平台的软件、界面设计、标识和汇编的数据归我们或相关权利人所有。',
  'other.clause.ip.p2':
    '您对发布的招标、运价、企业简介和图片等内容拥有合法权利，并授予我们为提供服务所需的非独占的展示和使用许可。',
  'other.clause.liability.title': '责任限制',
  'other.clause.liability.p1':
    '平台提供信息发布与交易撮合服务，并非运输合同的承运人。运输服务由中标方依约提供，争议由双方协商解决，我们可以提供交易记录协助处理。',
  'other.clause.liability.p2': '运价、船期和 HS 编码等信息仅供参考，以承运人和海关的公布为准。',
  'other.clause.liability.p3':
    '因不可抗力、网络故障或第三方原因导致服务中断的，我们将尽快恢复，并在法律允许的范围内不承担由此产生的间接损失。',
  'other.clause.changes.title': '条款变更与适用法律',
  'other.clause.changes.p1':
    '我们可能修订本条款，修订后的条款在本页公布并注明生效日期；重大变更将提前通过站内通知或微信公众号告知。',
  'other.clause.changes.p2':
    '本条款适用中华人民共和国法律。争议协商不成的，任何一方可向上海市有管辖权的人民法院提起诉讼。',
  'other.clause.privacy.title': '隐私政策',
  'other.clause.collect.title': '我们收集哪些信息',
  'other.clause.collect.i1': '账户信息：手机号、用户名和密码（仅保存加密后的摘要）；',
  'other.clause.collect.i2':
    '企业信息：企业名称、统一社会信用代码、营业执照、地址，以及联系人的姓名、电话和邮箱；',
  'other.clause.collect.i3': '交易信息：招标、报价、订单、支付状态、优惠券和发票信息；',
  'other.clause.collect.i4': '使用信息：登录时间、IP 地址、浏览器类型和操作日志。',
  'other.clause.collect.after': '我们不收集与服务无关的个人信息。',
  'other.clause.purpose.title': '我们为什么使用这些信息',
  'other.clause.purpose.i1': '提供注册、登录、认证、招投标、支付和开票等服务；',
  'other.clause.purpose.i2': '核实身份、防范欺诈，保障账户与交易安全；',
  'other.clause.purpose.i3': '发送验证码、交易通知和服务公告；',
  'other.clause.purpose.i4': '在去标识化后进行统计分析，改进服务。',
  'other.clause.purpose.after': '超出上述目的使用您的个人信息前，我们会再次征得您的同意。',
  'other.clause.retention.title': '我们保存多久',
  'other.clause.retention.p1':
    '账户存续期间，我们保存您的信息；注销账户后，我们在 15 个工作日内删除您的个人信息或作匿名化处理。',
  'other.clause.retention.p2':
    '依照《中华人民共和国电子商务法》，交易和发票记录自交易完成之日起保存不少于三年；依照《中华人民共和国网络安全法》，网络日志保存不少于六个月。',
  'other.clause.sharing.title': '共享与存储地点',
  'other.clause.sharing.p1':
    '为完成交易，我们向交易对方提供必要的信息，例如定标后向双方提供彼此的企业名称和联系人；支付由持牌支付机构处理。',
  'other.clause.sharing.p2':
    '除法律要求或经您单独同意外，我们不向其他第三方提供您的个人信息，也不出售个人信息。个人信息存储在中华人民共和国境内。',
  'other.clause.rights.title': '您的权利',
  'other.clause.rights.lead': '依照《中华人民共和国个人信息保护法》，您有权：',
  'other.clause.rights.i1': '查阅、复制您的个人信息；',
  'other.clause.rights.i2': '更正、补充不准确或不完整的信息；',
  'other.clause.rights.i3': '在法定情形下要求删除，撤回您的同意，或注销账户；',
  'other.clause.rights.i4': '要求我们解释说明个人信息处理规则；',
  'other.clause.rights.i5': '在符合国家网信部门规定的条件时，请求将个人信息转移至您指定的处理者。',
  'other.clause.rights.after':
    '大部分信息可以在会员中心自行修改；其他请求请通过下文的联系方式提出，我们将在 15 个工作日内答复。',
  'other.clause.storage.title': 'Cookie 与本地存储',
  'other.clause.storage.p1':
    '本平台不使用广告或跨站跟踪 Cookie。我们在浏览器的本地存储中保存登录令牌、基础资料缓存和语言偏好，用于保持登录状态和加快页面加载；登录令牌加密保存，最长 30 天后失效。',
  'other.clause.storage.p2':
    '退出登录会清除登录令牌；您也可以在浏览器设置中清除本地存储，之后需要重新登录。',
  'other.clause.contact.title': '联系我们',
  'other.clause.contact.p1':
    '对本条款或个人信息处理有疑问、意见或投诉，请发送邮件至个人信息保护负责人 {email}，或拨打客服热线 {hotline}。',
  'other.clause.contact.p2': '通信地址：{address}。',
} as const;

export default other;

declare global {
  interface CatalogueAreas {
    other: typeof other;
  }
}
