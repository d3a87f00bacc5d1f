import type { Dict, DictItem } from '@/contract/reference/types';

/** [value, Chinese label, English label, antd Tag colour for status-like dictionaries]. */
type ItemRow = readonly [value: string, text: string, textEn: string, color?: string];

interface DictDef {
  code: string;
  name: string;
  nameEn: string;
  items: readonly ItemRow[];
}

function dict(code: string, name: string, nameEn: string, items: readonly ItemRow[]): DictDef {
  return { code, name, nameEn, items };
}

const defs: readonly DictDef[] = [
  dict('container_type', '箱型', 'Container type', [
    ['20GP', '20英尺普柜', "20' General Purpose"],
    ['40GP', '40英尺普柜', "40' General Purpose"],
    ['40HQ', '40英尺高柜', "40' High Cube"],
    ['45HQ', '45英尺高柜', "45' High Cube"],
    ['20RF', '20英尺冷冻柜', "20' Reefer"],
    ['40RF', '40英尺冷冻柜', "40' Reefer"],
  ]),
  dict('shipment_type', '运输方式', 'Shipment type', [
    ['FCL', '整箱', 'Full container load (FCL)'],
    ['LCL', '拼箱', 'Less than container load (LCL)'],
  ]),
  dict('incoterm', '贸易术语', 'Incoterms® 2020', [
    ['EXW', '工厂交货', 'Ex Works'],
    ['FCA', '货交承运人', 'Free Carrier'],
    ['FAS', '船边交货', 'Free Alongside Ship'],
    ['FOB', '船上交货', 'Free On Board'],
    ['CFR', '成本加运费', 'Cost and Freight'],
    ['CIF', '成本、保险费加运费', 'Cost, Insurance and Freight'],
    ['CPT', '运费付至', 'Carriage Paid To'],
    ['CIP', '运费和保险费付至', 'Carriage and Insurance Paid To'],
    ['DAP', '目的地交货', 'Delivered at Place'],
    ['DPU', '卸货地交货', 'Delivered at Place Unloaded'],
    ['DDP', '完税后交货', 'Delivered Duty Paid'],
  ]),
  dict('currency', '币种', 'Currency', [
    ['USD', '美元', 'US dollar'],
    ['CNY', '人民币', 'Chinese yuan'],
    ['EUR', '欧元', 'Euro'],
  ]),
  dict('cargo_type', '货物类型', 'Cargo type', [
    ['general', '普通货物', 'General cargo'],
    ['dangerous', '危险品', 'Dangerous goods'],
    ['reefer', '冷藏货物', 'Refrigerated cargo'],
  ]),
  dict('surcharge_code', '附加费', 'Surcharge', [
    ['BAF', '燃油附加费', 'Bunker adjustment factor (BAF)'],
    ['CAF', '货币贬值附加费', 'Currency adjustment factor (CAF)'],
    ['THC', '码头操作费', 'Terminal handling charge (THC)'],
    ['DOC', '文件费', 'Documentation fee'],
    ['SEAL', '封条费', 'Seal fee'],
    ['ISPS', '港口保安费', 'ISPS security charge'],
    ['OTHER', '其他费用', 'Other charge'],
  ]),
  dict('surcharge_unit', '计费单位', 'Charge unit', [
    ['per_container', '每箱', 'Per container'],
    ['per_bl', '每票', 'Per B/L'],
    ['per_cbm', '每立方米', 'Per CBM'],
  ]),
  dict('carrier', '船公司', 'Ocean carrier', [
    ['COSU', '中远海运集运', 'COSCO Shipping Lines'],
    ['MSCU', '地中海航运', 'MSC Mediterranean Shipping Company'],
    ['MAEU', '马士基', 'Maersk'],
    ['CMDU', '达飞轮船', 'CMA CGM'],
    ['HLCU', '赫伯罗特', 'Hapag-Lloyd'],
    ['ONEY', '海洋网联船务', 'Ocean Network Express (ONE)'],
    ['EGLV', '长荣海运', 'Evergreen Line'],
    ['HDMU', '现代商船', 'HMM'],
    ['YMLU', '阳明海运', 'Yang Ming Marine Transport'],
    ['ZIMU', '以星航运', 'ZIM Integrated Shipping'],
    ['OOLU', '东方海外', 'OOCL'],
    ['PCIU', '太平船务', 'Pacific International Lines (PIL)'],
    ['WHLC', '万海航运', 'Wan Hai Lines'],
    ['SITC', '海丰国际', 'SITC Container Lines'],
    ['APLU', '美国总统轮船', 'APL'],
  ]),
  dict('invoice_type', '发票类型', 'Invoice type', [
    ['general', '增值税普通发票', 'General VAT invoice'],
    ['special', '增值税专用发票', 'Special VAT invoice'],
  ]),
  dict('invoice_status', '开票状态', 'Invoice status', [
    ['pending', '待开票', 'Pending', 'processing'],
    ['issued', '已开票', 'Issued', 'success'],
    ['rejected', '已驳回', 'Rejected', 'error'],
  ]),
  dict('coupon_kind', '优惠券类型', 'Coupon kind', [
    ['cash', '现金券', 'Cash coupon'],
    ['discount', '折扣券', 'Discount coupon'],
  ]),
  dict('coupon_status', '优惠券状态', 'Coupon status', [
    ['draft', '草稿', 'Draft', 'default'],
    ['active', '发放中', 'Active', 'success'],
    ['paused', '已暂停', 'Paused', 'warning'],
    ['ended', '已结束', 'Ended', 'default'],
  ]),
  dict('user_coupon_status', '我的优惠券状态', 'My coupon status', [
    ['unused', '未使用', 'Unused', 'processing'],
    ['used', '已使用', 'Used', 'default'],
    ['expired', '已过期', 'Expired', 'warning'],
  ]),
  dict('news_category', '资讯分类', 'News category', [
    ['industry', '行业资讯', 'Industry news'],
    ['notice', '平台公告', 'Notices'],
    ['help', '帮助中心', 'Help'],
  ]),
  dict('enterprise_category', '企业分类', 'Enterprise category', [
    ['1', '外贸企业', 'Foreign-trade enterprises'],
    ['2', '货代企业', 'Freight forwarders'],
    ['3', '集拼企业', 'Container consolidators'],
    ['4', '集卡车队', 'Trucking fleets'],
  ]),
  dict('enterprise_service', '企业服务', 'Enterprise service', [
    ['ocean_fcl', '海运整箱', 'Ocean FCL'],
    ['ocean_lcl', '海运拼箱', 'Ocean LCL'],
    ['trucking', '集卡运输', 'Container trucking'],
    ['customs', '报关报检', 'Customs clearance'],
    ['warehouse', '仓储', 'Warehousing'],
  ]),
  dict('tender_status', '招标状态', 'Tender status', [
    ['open', '招标中', 'Open', 'processing'],
    ['awarded', '已定标', 'Awarded', 'success'],
    ['closed', '已截止', 'Closed', 'default'],
    ['cancelled', '已取消', 'Cancelled', 'error'],
  ]),
  dict('bid_status', '报价状态', 'Bid status', [
    ['submitted', '已报价', 'Submitted', 'processing'],
    ['withdrawn', '已撤回', 'Withdrawn', 'default'],
    ['won', '已中标', 'Won', 'success'],
    ['lost', '未中标', 'Lost', 'warning'],
  ]),
  dict('order_status', '订单状态', 'Order status', [
    ['unpaid', '待支付', 'Unpaid', 'warning'],
    ['paid', '已支付', 'Paid', 'success'],
    ['cancelled', '已取消', 'Cancelled', 'default'],
  ]),
  dict('payment_method', '支付方式', 'Payment method', [
    ['wechat', '微信支付', 'WeChat Pay'],
    ['alipay', '支付宝', 'Alipay'],
    ['bank_transfer', '银行转账', 'Bank transfer'],
    // An order whose coupon took the whole amount off completes without the gateway.
    ['none', '优惠券全额抵扣', 'Covered by coupon'],
  ]),
  dict('listing_status', '运价状态', 'Rate listing status', [
    ['on', '已上架', 'On sale', 'success'],
    ['off', '已下架', 'Withdrawn', 'default'],
    ['expired', '已过期', 'Expired', 'warning'],
  ]),
  dict('cert_status', '认证状态', 'Certification status', [
    ['none', '未认证', 'Not certified', 'default'],
    ['pending', '审核中', 'Under review', 'processing'],
    ['approved', '已认证', 'Certified', 'success'],
    ['rejected', '未通过', 'Rejected', 'error'],
  ]),
  dict('user_type', '用户类型', 'User type', [
    ['1', '外贸企业', 'Foreign-trade enterprise'],
    ['2', '货代企业', 'Freight forwarder'],
    ['3', '集拼企业', 'Container consolidator'],
  ]),
  dict('favourite_kind', '收藏类型', 'Favourite kind', [
    ['tender', '招标', 'Tender'],
    ['listing', '运价', 'Rate listing'],
    ['enterprise', '企业', 'Enterprise'],
    ['news', '资讯', 'News'],
  ]),
  dict('customs_supervision', '监管条件', 'Customs supervision condition', [
    ['1', '进口许可证', 'Import licence'],
    ['2', '两用物项和技术进口许可证', 'Import licence for dual-use items and technologies'],
    ['3', '两用物项和技术出口许可证', 'Export licence for dual-use items and technologies'],
    ['4', '出口许可证', 'Export licence'],
    ['6', '旧机电产品禁止进口', 'Used mechanical and electrical products: import prohibited'],
    ['7', '自动进口许可证', 'Automatic import licence'],
    ['8', '禁止出口商品', 'Export prohibited'],
    ['9', '禁止进口商品', 'Import prohibited'],
    ['A', '实施进口检验检疫', 'Inbound inspection and quarantine'],
    ['B', '实施出口检验检疫', 'Outbound inspection and quarantine'],
    ['E', '濒危物种允许出口证明书', 'Endangered species export permit'],
    ['F', '濒危物种允许进口证明书', 'Endangered species import permit'],
    [
      'G',
      '两用物项和技术出口许可证（定向）',
      'Export licence for dual-use items and technologies (specified end user)',
    ],
    ['I', '精神药物进（出）口准许证', 'Import or export permit for psychotropic drugs'],
    ['J', '黄金及其制品进出口准许证或批件', 'Import or export permit for gold and gold articles'],
    ['L', '药品进出口准许证', 'Import or export permit for pharmaceuticals'],
    [
      'O',
      '自动进口许可证（新旧机电产品）',
      'Automatic import licence (new or used mechanical and electrical products)',
    ],
    ['P', '固体废物进口许可证', 'Import licence for solid waste'],
    ['Q', '进口药品通关单', 'Customs clearance form for imported drugs'],
    ['S', '进出口农药登记证明', 'Pesticide import or export registration certificate'],
    ['U', '合法捕捞产品通关证明', 'Certificate of legally caught fishery products'],
    ['W', '麻醉药品进出口准许证', 'Import or export permit for narcotic drugs'],
    ['X', '有毒化学品环境管理放行通知单', 'Environmental release notice for toxic chemicals'],
    ['Y', '原产地证明', 'Certificate of origin'],
    ['t', '关税配额证明', 'Tariff quota certificate'],
    ['v', '自动进口许可证（加工贸易）', 'Automatic import licence (processing trade)'],
    ['x', '出口许可证（加工贸易）', 'Export licence (processing trade)'],
    ['y', '出口许可证（边境小额贸易）', 'Export licence (border trade)'],
  ]),
  dict('inspection_category', '检验检疫类别', 'Inspection and quarantine category', [
    ['M', '进口商品检验', 'Import commodity inspection'],
    ['N', '出口商品检验', 'Export commodity inspection'],
    ['P', '进境动植物、动植物产品检疫', 'Quarantine of inbound animals, plants and their products'],
    [
      'Q',
      '出境动植物、动植物产品检疫',
      'Quarantine of outbound animals, plants and their products',
    ],
    ['R', '进口食品卫生监督检验', 'Hygiene supervision and inspection of imported food'],
    ['S', '出口食品卫生监督检验', 'Hygiene supervision and inspection of exported food'],
    ['L', '民用商品入境验证', 'Entry verification of civil commodities'],
    ['V', '进境卫生检疫', 'Inbound health quarantine'],
    ['W', '出境卫生检疫', 'Outbound health quarantine'],
  ]),
];

export const dicts: readonly Dict[] = defs.map((def, index) => {
  const id = String(101 + index);
  return { id, dictId: id, dictCode: def.code, dictName: def.name, dictNameEn: def.nameEn };
});

export const dictItems: readonly DictItem[] = defs.flatMap((def, index) => {
  const dictId = String(101 + index);
  return def.items.map(([value, text, textEn, color], itemIndex) => ({
    id: `${dictId}${String(itemIndex + 1).padStart(2, '0')}`,
    dictId,
    value,
    text,
    textEn,
    ...(color ? { color } : {}),
    sort: (itemIndex + 1) * 10,
  }));
});
