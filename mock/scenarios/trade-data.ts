import type { CargoType } from '@/contract/common/trade';

/** Static material of the trade seed: lanes, cargo, company names. */

/** Chinese base ports where tenders load. */
export const SEED_POLS = ['CNSHA', 'CNNGB', 'CNYTN', 'CNTAO', 'CNSHK', 'CNXMN', 'CNTXG'] as const;

/** Destinations with the going rate of a 40HQ (USD) and the transit time (days). */
export const SEED_PODS: readonly (readonly [code: string, rate40hq: number, transit: number])[] = [
  ['USLAX', 2300, 16],
  ['USLGB', 2250, 17],
  ['USNYC', 3600, 32],
  ['USSAV', 3400, 30],
  ['CAVAN', 2100, 15],
  ['MXZLO', 2600, 21],
  ['NLRTM', 1700, 31],
  ['DEHAM', 1750, 33],
  ['BEANR', 1680, 32],
  ['GBFXT', 1800, 30],
  ['ESVLC', 2050, 27],
  ['ITGOA', 2100, 26],
  ['SGSIN', 380, 7],
  ['MYPKG', 420, 8],
  ['THLCH', 450, 9],
  ['VNSGN', 400, 6],
  ['AEJEA', 950, 18],
  ['SAJED', 1250, 22],
  ['INNSA', 800, 16],
  ['JPTYO', 320, 4],
  ['KRPUS', 260, 3],
  ['AUSYD', 1350, 15],
  ['BRSSZ', 3900, 38],
];

/** Share of a 40HQ's rate per container type. */
export const CONTAINER_RATE: Record<string, number> = {
  '20GP': 0.56,
  '40GP': 0.95,
  '40HQ': 1,
  '45HQ': 1.18,
  '20RF': 1.35,
  '40RF': 2.05,
};

export interface SeedCargo {
  zh: string;
  en: string;
  hsCode: string;
  cargoType: CargoType;
}

export const SEED_CARGO: readonly SeedCargo[] = [
  { zh: '不锈钢厨具', en: 'Stainless steel cookware', hsCode: '732393', cargoType: 'general' },
  { zh: 'LED 灯具', en: 'LED lighting fixtures', hsCode: '940542', cargoType: 'general' },
  { zh: '家用电风扇', en: 'Household electric fans', hsCode: '841451', cargoType: 'general' },
  { zh: '电动工具', en: 'Electric power tools', hsCode: '846729', cargoType: 'general' },
  { zh: '针织服装', en: 'Knitted garments', hsCode: '611030', cargoType: 'general' },
  { zh: '太阳能光伏组件', en: 'Solar PV modules', hsCode: '854143', cargoType: 'general' },
  { zh: '汽车轮胎', en: 'Passenger car tyres', hsCode: '401110', cargoType: 'general' },
  { zh: '办公家具', en: 'Office furniture', hsCode: '940330', cargoType: 'general' },
  { zh: '陶瓷餐具', en: 'Ceramic tableware', hsCode: '691110', cargoType: 'general' },
  { zh: '锂离子电池', en: 'Lithium-ion batteries', hsCode: '850760', cargoType: 'dangerous' },
  { zh: '冷冻虾仁', en: 'Frozen peeled shrimp', hsCode: '030617', cargoType: 'reefer' },
  { zh: '新鲜苹果', en: 'Fresh apples', hsCode: '080810', cargoType: 'reefer' },
  { zh: '塑料玩具', en: 'Plastic toys', hsCode: '950300', cargoType: 'general' },
  { zh: '五金配件', en: 'Hardware fittings', hsCode: '830241', cargoType: 'general' },
  { zh: '空调压缩机', en: 'Air-conditioner compressors', hsCode: '841430', cargoType: 'general' },
  { zh: '水性涂料', en: 'Water-based paints', hsCode: '320910', cargoType: 'dangerous' },
  { zh: '运动鞋', en: 'Sports footwear', hsCode: '640411', cargoType: 'general' },
  { zh: '笔记本电脑配件', en: 'Laptop accessories', hsCode: '847330', cargoType: 'general' },
  { zh: '竹制家居用品', en: 'Bamboo homeware', hsCode: '442191', cargoType: 'general' },
  { zh: '塑料包装膜', en: 'Plastic packaging film', hsCode: '392020', cargoType: 'general' },
  { zh: '冷冻鸡肉', en: 'Frozen chicken cuts', hsCode: '020714', cargoType: 'reefer' },
  { zh: '玻璃器皿', en: 'Glassware', hsCode: '701337', cargoType: 'general' },
];

/** [zh, en, province, division] of the cities companies are in. */
export const SEED_CITIES = [
  ['上海', 'Shanghai', '310000', '310115'],
  ['宁波', 'Ningbo', '330000', '330212'],
  ['杭州', 'Hangzhou', '330000', '330106'],
  ['义乌', 'Yiwu', '330000', '330782'],
  ['深圳', 'Shenzhen', '440000', '440305'],
  ['广州', 'Guangzhou', '440000', '440106'],
  ['东莞', 'Dongguan', '440000', '441900'],
  ['厦门', 'Xiamen', '350000', '350206'],
  ['青岛', 'Qingdao', '370000', '370212'],
  ['苏州', 'Suzhou', '320000', '320505'],
  ['天津', 'Tianjin', '120000', '120116'],
  ['佛山', 'Foshan', '440000', '440604'],
] as const;

export const SEED_BRANDS = [
  ['华信', 'Huaxin'],
  ['恒通', 'Hengtong'],
  ['瑞达', 'Ruida'],
  ['远景', 'Yuanjing'],
  ['嘉盛', 'Jiasheng'],
  ['隆泰', 'Longtai'],
  ['新丰', 'Xinfeng'],
  ['泰和', 'Taihe'],
  ['中联', 'Zhonglian'],
  ['宏达', 'Hongda'],
  ['东方', 'Dongfang'],
  ['金桥', 'Jinqiao'],
  ['永盛', 'Yongsheng'],
  ['海越', 'Haiyue'],
  ['博远', 'Boyuan'],
  ['顺安', 'Shun’an'],
  ['凯利', 'Kaili'],
  ['天恒', 'Tianheng'],
  ['万邦', 'Wanbang'],
  ['鼎力', 'Dingli'],
  ['汇通', 'Huitong'],
  ['立信', 'Lixin'],
  ['盛达', 'Shengda'],
  ['亚太', 'Asia-Pacific'],
  ['星航', 'Xinghang'],
  ['长风', 'Changfeng'],
  ['兴业', 'Xingye'],
  ['鸿运', 'Hongyun'],
] as const;

export const SHIPPER_TRADES = [
  ['进出口有限公司', 'Import & Export Co., Ltd.'],
  ['国际贸易有限公司', 'International Trading Co., Ltd.'],
  ['电器有限公司', 'Electrical Appliances Co., Ltd.'],
  ['实业有限公司', 'Industrial Co., Ltd.'],
] as const;

export const FORWARDER_TRADES = [
  ['国际货运代理有限公司', 'International Freight Forwarding Co., Ltd.', 2],
  ['国际物流有限公司', 'International Logistics Co., Ltd.', 2],
  ['供应链管理有限公司', 'Supply Chain Management Co., Ltd.', 2],
  ['集运拼箱物流有限公司', 'Consolidation Logistics Co., Ltd.', 3],
] as const;
