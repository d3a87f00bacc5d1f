/** Help-centre articles: real questions a member asks, answered step by step, in both languages. */
export interface HelpArticle {
  title: [zh: string, en: string];
  summary: [zh: string, en: string];
  steps: [zh: string, en: string][];
  tip: [zh: string, en: string];
}

const article = (
  title: HelpArticle['title'],
  summary: HelpArticle['summary'],
  steps: HelpArticle['steps'],
  tip: HelpArticle['tip'],
): HelpArticle => ({ title, summary, steps, tip });

const FIRST: readonly HelpArticle[] = [
  article(
    ['如何注册并选择用户类型？', 'How do I register and choose my user type?'],
    [
      '外贸企业、货代企业和集拼企业的注册步骤与区别。',
      'Registering as a shipper, forwarder or consolidator, and what differs.',
    ],
    [
      [
        '在首页点击“注册”，输入手机号并完成图形验证码。',
        'Click “Register” on the home page, enter your mobile number and pass the captcha.',
      ],
      ['输入短信验证码，设置登录密码。', 'Enter the SMS code and choose a password.'],
      [
        '选择用户类型：外贸企业发布招标，货代和集拼企业参与投标并发布运价。',
        'Choose your user type: shippers issue tenders; forwarders and consolidators bid and publish rates.',
      ],
      [
        '填写企业名称并同意用户协议，提交后即可登录。',
        'Enter your company name, accept the terms and submit: you can log in at once.',
      ],
    ],
    [
      '用户类型注册后不能自行修改，如选错请联系客服。',
      'The user type cannot be changed later; contact support if you chose the wrong one.',
    ],
  ),
  article(
    ['如何完成企业认证？', 'How do I get my enterprise certified?'],
    [
      '提交营业执照等资料，审核通过后才能发布招标和投标。',
      'Submit your business licence; once approved you can issue tenders and bid.',
    ],
    [
      [
        '登录后进入“会员中心 → 企业信息”。',
        'After logging in, open Member centre → Enterprise information.',
      ],
      [
        '填写统一社会信用代码、所在省份、地址和联系人。',
        'Fill in the unified social credit code, province, address and contact.',
      ],
      [
        '上传清晰的营业执照照片（JPG、PNG 或 PDF）。',
        'Upload a clear photo of the business licence (JPG, PNG or PDF).',
      ],
      [
        '提交后等待审核，结果会在页面上显示；被驳回时可按原因修改后重新提交。',
        'Wait for the review; the result shows on the page. If rejected, fix what the reason says and resubmit.',
      ],
    ],
    [
      '认证期间可以浏览招标和运价，但不能发布或投标。',
      'While under review you can browse tenders and rates but not issue or bid.',
    ],
  ),
  article(
    ['如何发布一条海运招标？', 'How do I issue an ocean-freight tender?'],
    [
      '外贸企业发布整箱或拼箱招标的完整步骤。',
      'The steps a shipper takes to issue an FCL or LCL tender.',
    ],
    [
      [
        '进入“业务大厅 → 发布招标”（需已认证的外贸企业账号）。',
        'Open Business → Issue a tender (a certified shipper account is needed).',
      ],
      [
        '选择起运港、目的港和运输方式（整箱或拼箱）。',
        'Choose the ports of loading and discharge and the shipment type (FCL or LCL).',
      ],
      [
        '填写箱型箱量或体积重量、货物信息和货好日期。',
        'Enter the containers, or the volume and weight, the cargo and the ready date.',
      ],
      [
        '设置投标截止时间和预算（可选），核对后发布。',
        'Set the bid deadline and an optional budget, review and publish.',
      ],
    ],
    [
      '填写过程中会自动保存草稿，刷新页面不会丢失。',
      'A draft is saved as you type, so a reload loses nothing.',
    ],
  ),
  article(
    ['货代如何参与投标？', 'How does a forwarder bid on a tender?'],
    [
      '在招标大厅找到合适的招标并提交报价。',
      'Find a suitable tender in the hall and submit a quote.',
    ],
    [
      [
        '在“招标大厅”按航线、箱型筛选开放中的招标。',
        'In the tender hall, filter open tenders by lane and container type.',
      ],
      ['打开招标详情，点击“投标”。', 'Open the tender and click “Bid”.'],
      [
        '按箱型填写海运费，添加附加费，填写船公司、航程和报价有效期。',
        'Enter the ocean freight per container type, add surcharges, the carrier, transit time and validity.',
      ],
      [
        '核对自动计算的总价后提交；截止前可以修改或撤回。',
        'Check the computed total and submit; you may revise or withdraw until the deadline.',
      ],
    ],
    ['集拼企业只能对拼箱（LCL）招标投标。', 'Consolidators can only bid on LCL tenders.'],
  ),
  article(
    ['如何评标并选定中标方？', 'How do I compare bids and award a tender?'],
    [
      '招标方查看投标、比较总价并授标。',
      'How the issuer reviews bids, compares totals and awards.',
    ],
    [
      ['进入“我的招标”，打开要评标的招标。', 'Open My tenders and choose the tender.'],
      [
        '在投标列表中按总价、航程或有效期排序比较。',
        'Sort the bids by total, transit time or validity to compare them.',
      ],
      [
        '点击“授标”并确认，系统生成订单，其余投标自动标记为未中标。',
        'Click “Award” and confirm: an order is created and the other bids are marked lost.',
      ],
    ],
    [
      '授标后不能撤销，请核对报价明细后再确认。',
      'An award cannot be undone: check the quote’s lines before confirming.',
    ],
  ),
  article(
    ['订单如何付款？', 'How do I pay for an order?'],
    [
      '授标生成的订单在线支付与确认流程。',
      'Paying an order created by an award, and how it is confirmed.',
    ],
    [
      [
        '在“我的招标”或订单提醒中打开待支付订单。',
        'Open the unpaid order from My tenders or the order reminder.',
      ],
      [
        '选择支付方式，可使用符合条件的优惠券抵扣。',
        'Choose a payment method; an eligible coupon can be applied.',
      ],
      [
        '完成支付后页面显示“支付确认中”，确认后订单变为已支付。',
        'After paying, the page shows “Confirming payment”; the order then becomes paid.',
      ],
    ],
    [
      '请勿重复支付；如长时间未确认，请刷新订单或联系客服。',
      'Do not pay twice; if confirmation takes long, refresh the order or contact support.',
    ],
  ),
  article(
    ['如何收藏招标、运价、企业和资讯？', 'How do I save tenders, rates, enterprises and articles?'],
    [
      '使用收藏按钮，并在“我的收藏”中统一管理。',
      'Use the favourite button and manage everything in My favourites.',
    ],
    [
      [
        '在招标、运价、企业或资讯详情页点击“收藏”。',
        'On a tender, rate, enterprise or article page, click “Favourite”.',
      ],
      [
        '未登录时会先跳转登录，登录后回到原页面。',
        'If you are not logged in you are asked to log in first, then return to the same page.',
      ],
      [
        '进入“会员中心 → 我的收藏”按类型查看或取消收藏。',
        'Open Member centre → My favourites to view them by kind or remove them.',
      ],
    ],
    [
      '已下架或删除的内容仍会显示在收藏中，并标明已失效。',
      'Items that were removed stay in the list, marked as no longer available.',
    ],
  ),
  article(
    ['如何发布和管理运价？', 'How do I publish and manage my rates?'],
    [
      '货代和集拼企业在“我的运价”中发布、上下架运价。',
      'Forwarders and consolidators publish and shelve rates in My market.',
    ],
    [
      [
        '进入“业务大厅 → 我的运价”，点击“发布运价”。',
        'Open Business → My market and click “Publish a rate”.',
      ],
      [
        '填写航线、船公司、各箱型价格、附加费、有效期和班期。',
        'Enter the lane, carrier, prices per container type, surcharges, validity and sailing days.',
      ],
      [
        '保存后运价上架；可随时编辑、复制、下架或删除。',
        'Once saved the rate is on the shelf; edit, copy, take it off or delete it at any time.',
      ],
    ],
    [
      '有效期截止后运价显示为“已过期”，不再出现在运价市场中。',
      'After its validity ends, a rate shows as expired and leaves the market.',
    ],
  ),
];

/** More help-centre articles (tools, account, coupons, invoices, the directory). */
const MORE: readonly HelpArticle[] = [
  article(
    ['如何使用即时报价？', 'How do I use the instant quote?'],
    [
      '选择航线、箱型和箱量，即可比较各家全包价格。',
      'Choose a lane, container type and quantity to compare all-in prices.',
    ],
    [
      [
        '打开“运价市场”，在即时报价中选择起运港和目的港。',
        'Open the freight market and choose the ports in the instant quote.',
      ],
      ['选择箱型并填写箱量。', 'Choose a container type and enter the quantity.'],
      [
        '查看按总价排序的结果，包含海运费、附加费、有效期和班期。',
        'See the results ranked by total, with freight, surcharges, validity and sailing days.',
      ],
    ],
    [
      '没有匹配的运价时，可以直接为该航线发布招标。',
      'If nothing matches, you can issue a tender for that lane directly.',
    ],
  ),
  article(
    ['忘记密码怎么办？', 'I forgot my password. What now?'],
    ['通过手机短信验证码重置登录密码。', 'Reset your password with an SMS code.'],
    [
      ['在登录页点击“忘记密码”。', 'Click “Forgot password” on the login page.'],
      [
        '输入注册手机号，完成图形验证码并获取短信验证码。',
        'Enter your registered mobile, pass the captcha and request an SMS code.',
      ],
      ['设置新密码后使用新密码登录。', 'Choose a new password and log in with it.'],
    ],
    [
      '连续输错密码 5 次账号将被临时锁定，请稍后再试。',
      'After 5 wrong passwords the account is locked for a while; try again later.',
    ],
  ),
  article(
    ['如何领取和使用优惠券？', 'How do I get and use coupons?'],
    [
      '在领券中心领取优惠券，支付订单时抵扣。',
      'Collect coupons in the coupon centre and apply them when paying.',
    ],
    [
      [
        '从首页的“平台功能”或业务大厅的“优惠券”进入“领券中心”，领取可用的优惠券。',
        'Open the Coupon centre (on the home page under What you can do here, or under Coupons in the Business hub) and collect the coupons offered.',
      ],
      ['在“我的优惠券”查看有效期和使用条件。', 'See their validity and conditions in My coupons.'],
      [
        '支付订单时选择符合条件的优惠券即可抵扣。',
        'When paying an order, choose an eligible coupon to apply it.',
      ],
    ],
    ['每笔订单只能使用一张优惠券。', 'One coupon per order.'],
  ),
  article(
    ['如何查询船期？', 'How do I look up sailing schedules?'],
    ['按起运港、目的港和日期查询各船公司船期。', 'Search carriers’ schedules by ports and date.'],
    [
      ['打开“工具 → 船期查询”。', 'Open Tools → Sailing schedules.'],
      [
        '选择起运港、目的港，可选船公司和开航日期范围。',
        'Choose the ports, and optionally a carrier and a departure range.',
      ],
      [
        '结果显示船名航次、开航和到港时间及航程。',
        'Results show the vessel and voyage, departure and arrival, and transit time.',
      ],
    ],
    ['船期以船公司最终公布为准。', 'Carriers’ final announcements prevail.'],
  ),
  article(
    ['如何查询海关 HS 编码？', 'How do I look up an HS code?'],
    ['按商品名称或编码查询海关编码及说明。', 'Search customs codes by product name or number.'],
    [
      ['打开“工具 → 海关编码查询”。', 'Open Tools → HS code lookup.'],
      ['输入商品名称关键词或编码前几位。', 'Type a product keyword or the first digits of a code.'],
      [
        '在结果中查看编码、名称和计量单位，可复制到招标中。',
        'See the code, name and unit, and copy it into a tender.',
      ],
    ],
    [
      'HS 编码仅供参考，申报时以海关认定为准。',
      'HS codes are for reference; customs decides at declaration.',
    ],
  ),
  article(
    ['如何修改手机号或登录密码？', 'How do I change my mobile number or password?'],
    ['在会员中心的账户安全中修改。', 'Change them under Account security in the member centre.'],
    [
      ['进入“会员中心 → 账户安全”。', 'Open Member centre → Account security.'],
      [
        '修改密码需输入原密码；更换手机号需验证新旧手机号的短信验证码。',
        'A new password needs the current one; a new mobile needs SMS codes to the old and new numbers.',
      ],
      ['修改成功后其他设备上的登录会失效。', 'After a change, sessions on other devices end.'],
    ],
    [
      '如原手机号已停用，请联系客服人工处理。',
      'If your old number no longer works, contact support.',
    ],
  ),
  article(
    ['如何申请发票？', 'How do I request an invoice?'],
    [
      '已支付订单可在会员中心申请电子发票。',
      'Request an e-invoice for paid orders in the member centre.',
    ],
    [
      ['进入“会员中心 → 发票管理”。', 'Open Member centre → Invoices.'],
      [
        '选择已支付的订单，填写发票抬头和税号。',
        'Choose paid orders and enter the invoice title and tax number.',
      ],
      [
        '提交后可在列表中查看开票状态并下载电子发票。',
        'Track the status in the list and download the e-invoice when issued.',
      ],
    ],
    ['发票抬头须与认证企业名称一致。', 'The invoice title must match the certified company name.'],
  ),
  article(
    ['如何在企业名录中查找合作伙伴？', 'How do I find partners in the enterprise directory?'],
    ['按分类、省份和服务类型查找企业。', 'Find enterprises by category, province and service.'],
    [
      [
        '在页头选择“外贸企业”“货代企业”“集拼企业”或“集卡车队”。',
        'In the header choose Shippers, Forwarders, Consolidators or Trucking fleets.',
      ],
      [
        '按企业名称、省份或服务类型筛选，已认证企业带有标识。',
        'Filter by name, province or service; certified enterprises carry a badge.',
      ],
      [
        '打开企业详情查看简介、服务、开放中的招标或运价；登录后可查看联系方式。',
        'Open an enterprise to see its profile, services and open tenders or rates; log in to see contacts.',
      ],
    ],
    ['联系方式仅对登录会员显示。', 'Contact details are shown to logged-in members only.'],
  ),
];

/** Every help article, in the order they were written. */
export const HELP_ARTICLES: readonly HelpArticle[] = [...FIRST, ...MORE];
