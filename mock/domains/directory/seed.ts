import type { CertStatus, UserType } from '@/contract/common/user';
import type { EnterpriseService } from '@/contract/member/types';

import { seededRng, type Rng } from '../../core/rand';
import { nextId, type Db } from '../../core/schema';
import { DAY, HOUR } from '../../core/time';
import { makeCreditCode } from '../member/credit-code';
import { provinces } from '../reference/data-provinces';

import type { EnterpriseRow } from '../member/schema';

/**
 * The directory's own companies: a few hundred enterprises of every type across the 34 provinces,
 * each with a member that cannot log in. Seeded from its own fixed seed, so the trade seed's data
 * stays the same.
 */
export const DIRECTORY_SEED = 20260505;
export const DIRECTORY_SIZE = 260;

const BRANDS = [
  ['华信', 'Huaxin'],
  ['恒通', 'Hengtong'],
  ['瑞达', 'Ruida'],
  ['远景', 'Yuanjing'],
  ['嘉盛', 'Jiasheng'],
  ['隆泰', 'Longtai'],
  ['新丰', 'Xinfeng'],
  ['泰和', 'Taihe'],
  ['海程', 'Haicheng'],
  ['联运', 'Lianyun'],
  ['通达', 'Tongda'],
  ['万邦', 'Wanbang'],
  ['锦程', 'Jincheng'],
  ['盛洋', 'Shengyang'],
  ['东方', 'Dongfang'],
  ['宏远', 'Hongyuan'],
  ['中联', 'Zhonglian'],
  ['天顺', 'Tianshun'],
  ['安捷', 'Anjie'],
  ['永昌', 'Yongchang'],
  ['鼎力', 'Dingli'],
  ['立信', 'Lixin'],
  ['金帆', 'Jinfan'],
  ['蓝海', 'Lanhai'],
] as const;

const TRADES: Record<
  'shipper' | 'forwarder' | 'fleet' | 'consolidator',
  readonly [string, string][]
> = {
  shipper: [
    ['进出口有限公司', 'Import & Export Co., Ltd.'],
    ['国际贸易有限公司', 'International Trading Co., Ltd.'],
    ['实业有限公司', 'Industrial Co., Ltd.'],
    ['制造有限公司', 'Manufacturing Co., Ltd.'],
  ],
  forwarder: [
    ['国际货运代理有限公司', 'International Freight Forwarding Co., Ltd.'],
    ['国际物流有限公司', 'International Logistics Co., Ltd.'],
    ['供应链管理有限公司', 'Supply Chain Management Co., Ltd.'],
  ],
  fleet: [
    ['集装箱运输有限公司', 'Container Transport Co., Ltd.'],
    ['集卡物流有限公司', 'Container Trucking Co., Ltd.'],
  ],
  consolidator: [
    ['集运拼箱物流有限公司', 'Consolidation Logistics Co., Ltd.'],
    ['拼箱国际物流有限公司', 'LCL International Logistics Co., Ltd.'],
  ],
};

const GOODS = [
  '家用电器',
  '五金工具',
  '纺织服装',
  '家具',
  '陶瓷制品',
  '电子元件',
  '农产品',
  '机械配件',
];
const LANES = ['欧洲', '美西', '东南亚', '中东', '日韩', '南美', '澳新', '地中海'];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高';
const GIVEN = '伟芳娜敏静强磊洋艳勇杰涛明超霞平刚琳';
const DISTRICTS = ['高新区', '经济开发区', '自贸区', '保税区', '港区', '新区'];
const ORG_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Coastal provinces, where most exporters and forwarders are. */
const COASTAL = ['310000', '330000', '320000', '440000', '350000', '370000', '120000', '210000'];

type Kind = keyof typeof TRADES;

const shortName = (name: string) =>
  name.replace(/(维吾尔|回族|壮族)?(自治区|特别行政区|省|市)$/, '');

function kindOf(index: number): Kind {
  const slot = index % 20;
  if (slot < 9) return 'shipper';
  if (slot < 14) return 'forwarder';
  if (slot < 16) return 'fleet';
  return 'consolidator';
}

function servicesOf(kind: Kind, rng: Rng): EnterpriseService[] {
  const maybe = (service: EnterpriseService, chance: number) =>
    rng.next() < chance ? [service] : [];
  if (kind === 'shipper') return [...maybe('customs', 0.2), ...maybe('warehouse', 0.15)];
  if (kind === 'fleet') return ['ocean_fcl', 'trucking', ...maybe('warehouse', 0.3)];
  if (kind === 'forwarder') {
    return [
      'ocean_fcl',
      ...maybe('ocean_lcl', 0.6),
      ...maybe('trucking', 0.4),
      ...maybe('customs', 0.5),
      ...maybe('warehouse', 0.2),
    ];
  }
  return [
    ...maybe('ocean_fcl', 0.15),
    'ocean_lcl',
    ...maybe('trucking', 0.4),
    ...maybe('warehouse', 0.6),
  ];
}

function introOf(kind: Kind, province: string, rng: Rng): string {
  const lanes = `${rng.pick(LANES)}、${rng.pick(LANES)}`;
  if (kind === 'shipper') {
    return `${province}外贸企业，主营${rng.pick(GOODS)}出口，年出运约 ${rng.int(50, 1500)} TEU，主要市场为${lanes}。`;
  }
  if (kind === 'fleet') {
    return `${province}集卡车队，自有拖车 ${rng.int(20, 260)} 台，承接港区提还箱、门到门和短驳运输，提供 GPS 全程跟踪。`;
  }
  if (kind === 'forwarder') {
    return `${province}货运代理，提供${lanes}航线订舱、报关和拖车服务，与多家船公司签有合约价。`;
  }
  return `${province}拼箱服务商，每周固定开柜${lanes}基本港，提供仓储、分拨和门到门服务。`;
}

/**
 * Mostly certified; the rest never applied. None is left pending: a pending one would sit in the
 * reviewer's list on /test among the ones a developer submits.
 */
function certOf(rng: Rng): CertStatus {
  return rng.next() < 0.85 ? 'approved' : 'none';
}

export function seedDirectory(db: Db, at: number): void {
  const rng = seededRng(DIRECTORY_SEED);
  const names = new Set(Object.values(db.enterprises).map((row) => row.name));
  const codes = new Set(Object.values(db.enterprises).map((row) => row.unifiedSocialCreditCode));
  for (let index = 0; index < DIRECTORY_SIZE; index += 1) {
    const kind = kindOf(index);
    // The first 34 visit every province once; then mostly the coast.
    const province =
      index < provinces.length
        ? (provinces[index] as (typeof provinces)[number])
        : rng.next() < 0.6
          ? (provinces.find((row) => row.code === rng.pick(COASTAL)) ?? rng.pick(provinces))
          : rng.pick(provinces);
    const trade = rng.pick(TRADES[kind]);
    let brand = rng.pick(BRANDS);
    const place = shortName(province.name);
    while (names.has(`${place}${brand[0]}${trade[0]}`)) brand = rng.pick(BRANDS);
    const name = `${place}${brand[0]}${trade[0]}`;
    names.add(name);
    let code = '';
    do {
      code = makeCreditCode(
        `${province.code.slice(0, 4)}0${rng.int(1, 9)}`,
        `MA${rng.chars(6, ORG_CHARS)}`,
      );
    } while (codes.has(code));
    codes.add(code);

    const userType: UserType = kind === 'shipper' ? 1 : kind === 'consolidator' ? 3 : 2;
    const certStatus = certOf(rng);
    const createdAt = at - rng.int(20, 900) * DAY - rng.int(0, 23) * HOUR;
    const enterpriseId = nextId(db, 'enterprise', 2300);
    const memberId = nextId(db, 'member', 1300);
    const nickname = `${SURNAMES.charAt(rng.int(0, SURNAMES.length - 1))}${GIVEN.charAt(rng.int(0, GIVEN.length - 1))}${GIVEN.charAt(rng.int(0, GIVEN.length - 1))}`;
    const mobile = `137${String(index + 1).padStart(4, '0')}${rng.chars(4, '0123456789')}`;
    const row: EnterpriseRow = {
      id: enterpriseId,
      name,
      // Some companies never gave an English name.
      ...(rng.next() < 0.85
        ? { nameEn: `${province.nameEn.replace(/ SAR$/, '')} ${brand[1]} ${trade[1]}` }
        : {}),
      unifiedSocialCreditCode: code,
      userType,
      provinceCode: province.code,
      address: `${province.name}${rng.pick(DISTRICTS)}${rng.pick(['滨江', '金融', '港城', '科技', '新港', '长江'])}路${rng.int(1, 999)}号`,
      contactName: nickname,
      contactPhone: `0${rng.int(20, 999)}-${rng.chars(8, '0123456789')}`,
      email: `info${enterpriseId}@${brand[1].toLowerCase()}-${kind}.example.com`,
      // A third have a web site, on the reserved `.example` domain (RFC 2606): it cannot exist. Not
      // drawn from rng, so the rest of the seed stays as it was.
      ...(index % 3 === 0
        ? { website: `https://www.${brand[1].toLowerCase()}-${enterpriseId}.example` }
        : {}),
      intro: introOf(kind, place, rng),
      services: servicesOf(kind, rng),
      certStatus,
      ...(certStatus === 'approved'
        ? { certSubmittedAt: createdAt + HOUR, certDecidedAt: createdAt + 5 * HOUR }
        : {}),
      createdAt,
    };
    db.enterprises[enterpriseId] = row;
    db.members[memberId] = {
      id: memberId,
      username: mobile,
      mobile,
      nickname,
      userType,
      enterpriseId,
      // No password hash matches '': directory companies cannot log in.
      passwordHash: '',
      salt: '',
      failedLogins: 0,
      createdAt,
    };
  }
}
