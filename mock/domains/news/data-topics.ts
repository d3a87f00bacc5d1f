/** Building blocks of the seeded industry news and platform notices (zh, en). */
export type Pair = [zh: string, en: string];

export interface Lane {
  name: Pair;
  /** 40HQ rate in USD, the week's base. */
  base: number;
}

export const LANES: readonly Lane[] = [
  { name: ['上海—洛杉矶', 'Shanghai–Los Angeles'], base: 2350 },
  { name: ['宁波—鹿特丹', 'Ningbo–Rotterdam'], base: 3100 },
  { name: ['深圳—汉堡', 'Shenzhen–Hamburg'], base: 3050 },
  { name: ['青岛—釜山', 'Qingdao–Busan'], base: 420 },
  { name: ['厦门—新加坡', 'Xiamen–Singapore'], base: 680 },
  { name: ['天津—迪拜', 'Tianjin–Dubai'], base: 1850 },
  { name: ['上海—纽约', 'Shanghai–New York'], base: 3400 },
  { name: ['广州—巴生港', 'Guangzhou–Port Klang'], base: 560 },
  { name: ['宁波—比雷埃夫斯', 'Ningbo–Piraeus'], base: 2900 },
  { name: ['大连—东京', 'Dalian–Tokyo'], base: 380 },
];

export const CARRIERS: readonly Pair[] = [
  ['中远海运', 'COSCO Shipping'],
  ['马士基', 'Maersk'],
  ['地中海航运', 'MSC'],
  ['达飞轮船', 'CMA CGM'],
  ['赫伯罗特', 'Hapag-Lloyd'],
  ['长荣海运', 'Evergreen'],
  ['海洋网联', 'ONE'],
];

export const PORTS: readonly Pair[] = [
  ['上海洋山港', 'Shanghai Yangshan'],
  ['宁波舟山港', 'Ningbo-Zhoushan'],
  ['深圳盐田港', 'Shenzhen Yantian'],
  ['青岛港', 'Qingdao'],
  ['鹿特丹港', 'Rotterdam'],
  ['洛杉矶港', 'Los Angeles'],
  ['新加坡港', 'Singapore'],
];

export const SURCHARGES: readonly Pair[] = [
  ['燃油附加费（BAF）', 'bunker adjustment factor (BAF)'],
  ['旺季附加费（PSS）', 'peak season surcharge (PSS)'],
  ['紧急燃油附加费（EBS）', 'emergency bunker surcharge (EBS)'],
  ['码头操作费（THC）', 'terminal handling charge (THC)'],
];

export const OUTLOOK_THEMES: readonly { title: Pair; points: Pair[] }[] = [
  {
    title: ['集装箱运输市场月度展望', 'Container shipping: the month ahead'],
    points: [
      [
        '跨太平洋航线舱位趋紧，部分船公司已宣布涨价计划。',
        'Trans-Pacific space is tightening; several carriers have announced increases.',
      ],
      [
        '欧洲航线运力投放增加，运价整体平稳。',
        'More capacity on Europe lanes keeps rates steady overall.',
      ],
      [
        '近洋航线需求稳定，建议提前两周订舱。',
        'Intra-Asia demand is stable; book two weeks ahead.',
      ],
    ],
  },
  {
    title: ['冷链出口旺季备货指南', 'Preparing for the reefer export peak'],
    points: [
      [
        '冷藏箱供应偏紧，请提前确认箱源和插电时间。',
        'Reefers are scarce: confirm equipment and plug-in times early.',
      ],
      [
        '目的港查验比例上升，单证须齐全准确。',
        'Inspections at destination are up; documents must be complete.',
      ],
      ['建议在招标中注明温度和通风要求。', 'State the temperature and ventilation in your tender.'],
    ],
  },
  {
    title: ['新版国际贸易术语使用要点', 'Using the Incoterms rules well'],
    points: [
      [
        'FOB 下卖方负责装船前费用，运费由买方承担。',
        'Under FOB the seller pays until loading; the buyer pays the freight.',
      ],
      [
        'CIF 下卖方须办理保险，注意保险金额和险别。',
        'Under CIF the seller insures: check the amount and cover.',
      ],
      [
        'DAP 与 DDP 的区别在于进口清关和税费由谁承担。',
        'DAP and DDP differ in who clears import customs and pays duties.',
      ],
    ],
  },
  {
    title: ['港口绿色转型与岸电推广', 'Greener ports and shore power'],
    points: [
      [
        '多个港口扩大岸电覆盖，靠港船舶排放明显下降。',
        'More berths offer shore power, cutting emissions at berth.',
      ],
      ['船公司陆续推出低碳运输选项。', 'Carriers are adding low-carbon shipping options.'],
      [
        '部分港口对使用岸电的船舶减免港口费。',
        'Some ports reduce dues for ships that use shore power.',
      ],
    ],
  },
];

export const NOTICE_FEATURES: readonly { title: Pair; items: Pair[] }[] = [
  {
    title: ['运价市场上线即时报价', 'Instant quotes in the freight market'],
    items: [
      [
        '选择航线、箱型和箱量即可比较全包价格',
        'Compare all-in prices by lane, container type and quantity',
      ],
      [
        '结果按总价排序并显示有效期和班期',
        'Results ranked by total, with validity and sailing days',
      ],
      ['无匹配运价时可一键发布招标', 'No match? Issue a tender for the lane in one click'],
    ],
  },
  {
    title: ['收藏功能全面开放', 'Favourites for everything'],
    items: [
      ['招标、运价、企业和资讯均可收藏', 'Save tenders, rates, enterprises and articles'],
      ['在“我的收藏”中按类型管理', 'Manage them by kind in My favourites'],
      ['已失效的内容会明确标注', 'Items no longer available are clearly marked'],
    ],
  },
  {
    title: ['招标草稿自动保存', 'Tender drafts save themselves'],
    items: [
      ['填写过程中自动保存', 'Saved while you type'],
      ['刷新或关闭页面后可继续填写', 'Continue after a reload or a closed tab'],
      ['发布成功后草稿自动清除', 'Cleared once the tender is published'],
    ],
  },
  {
    title: ['企业名录支持按服务筛选', 'Filter the directory by service'],
    items: [
      [
        '按整箱、拼箱、报关、仓储等服务查找企业',
        'Find enterprises by FCL, LCL, customs, warehousing and more',
      ],
      ['已认证企业显示认证标识', 'Certified enterprises carry a badge'],
      ['企业详情展示其开放中的招标或运价', 'Profiles list their open tenders or rates'],
    ],
  },
];

export const HOLIDAYS: readonly Pair[] = [
  ['元旦', 'New Year’s Day'],
  ['春节', 'Spring Festival'],
  ['清明节', 'Qingming Festival'],
  ['劳动节', 'Labour Day'],
  ['端午节', 'Dragon Boat Festival'],
  ['中秋节', 'Mid-Autumn Festival'],
  ['国庆节', 'National Day'],
];

export const RULE_UPDATES: readonly { title: Pair; body: Pair }[] = [
  {
    title: ['投标报价有效期规则调整', 'Change to bid validity rules'],
    body: [
      '投标报价有效期不得早于招标截止日期，已提交的投标不受影响。',
      'A bid’s validity may no longer end before the tender’s deadline; bids already submitted are unaffected.',
    ],
  },
  {
    title: ['企业认证材料要求更新', 'Updated certification documents'],
    body: [
      '营业执照须为最新版本且在有效期内，图片应清晰完整。',
      'The business licence must be the current, valid version, in a clear and complete image.',
    ],
  },
  {
    title: ['运价发布规范', 'Rules for publishing rates'],
    body: [
      '运价须包含全部必收附加费，不得以低价吸引询价后加价。',
      'Rates must include every mandatory surcharge; no bait pricing followed by add-ons.',
    ],
  },
];

export const SECURITY_TIPS: readonly Pair[] = [
  [
    '平台工作人员不会索要您的密码或短信验证码。',
    'Our staff never ask for your password or SMS codes.',
  ],
  [
    '请通过平台内订单页面付款，不要向个人账户转账。',
    'Pay only through the order page, never to a personal account.',
  ],
  [
    '收到可疑链接时，请核对域名后再登录。',
    'Check the domain before logging in from a link you received.',
  ],
];
