import type { HelpArticle } from './news-help';

const article = (
  title: HelpArticle['title'],
  summary: HelpArticle['summary'],
  steps: HelpArticle['steps'],
  tip: HelpArticle['tip'],
): HelpArticle => ({ title, summary, steps, tip });

/** More help-centre articles (tools, account, coupons, invoices, the directory). */
export const MORE_HELP_ARTICLES: readonly HelpArticle[] = [
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
        '进入“优惠券 → 领券中心”，领取可用的优惠券。',
        'Open Coupons → Collection centre and collect the coupons offered.',
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
