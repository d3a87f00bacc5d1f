import type { CertStatus, UserType } from '@/contract/common/user';
import type { EnterpriseService } from '@/contract/member/types';

import { textToBase64 } from '../../core/base64';
import { hashPassword } from '../../core/password';
import { seededRng } from '../../core/rand';
import { MINUTE } from '../../core/time';
import { makeCreditCode } from './credit-code';
import { demoLicenceSvg } from './demo-licence';

import type { Db } from '../../core/schema';
import type { MemberRow } from './schema';

/** The fixed seed: every start gives the same data. */
export const SEED = 20260101;
export const DEMO_PASSWORD = 'Trade2026';

export type DemoKind = 'shipper' | 'forwarder' | 'consolidator' | 'newbie';

export interface DemoAccount {
  memberId: string;
  enterpriseId: string;
  username: string;
  mobile: string;
  password: string;
  userType: UserType;
  nickname: string;
  companyName: string;
  companyNameEn: string;
  certStatus: CertStatus;
  /** WeChat openid bound to the account: log in with code `mock-wechat-<openid>`. */
  wechatOpenId?: string;
}

interface DemoCompany {
  division: string;
  organisation: string;
  provinceCode: string;
  address: string;
  contactPhone: string;
  email: string;
  /** On the reserved `.example` top-level domain (RFC 2606): a site that cannot exist. */
  website?: string;
  intro: string;
  services: EnterpriseService[];
  createdAt: number;
}

const demo = (
  account: Omit<DemoAccount, 'password'>,
  company: DemoCompany,
): { account: DemoAccount; company: DemoCompany } => ({
  account: { ...account, password: DEMO_PASSWORD },
  company,
});

const DEMOS = {
  shipper: demo(
    {
      memberId: '1001',
      enterpriseId: '2001',
      username: 'shipper',
      mobile: '13800000001',
      userType: 1,
      nickname: '陈海峰',
      companyName: '宁波海联进出口有限公司',
      companyNameEn: 'Ningbo Hailian Import & Export Co., Ltd.',
      certStatus: 'approved',
      wechatOpenId: 'demo-shipper',
    },
    {
      division: '330212',
      organisation: 'MA2H8K3C',
      provinceCode: '330000',
      address: '浙江省宁波市鄞州区天童南路588号宁波商会国贸中心A座18楼',
      contactPhone: '0574-87651234',
      email: 'export@hailian-trade.example.com',
      website: 'https://www.hailian-trade.example',
      intro: '主营小家电和五金工具出口，年出运约 1,200 TEU，主要市场为欧洲和北美。',
      services: [],
      createdAt: Date.UTC(2025, 2, 12, 1, 30),
    },
  ),
  forwarder: demo(
    {
      memberId: '1002',
      enterpriseId: '2002',
      username: 'forwarder',
      mobile: '13800000002',
      userType: 2,
      nickname: '李明轩',
      companyName: '上海远航国际货运代理有限公司',
      companyNameEn: 'Shanghai Yuanhang International Freight Forwarding Co., Ltd.',
      certStatus: 'approved',
    },
    {
      division: '310109',
      organisation: 'MA1G5LXQ',
      provinceCode: '310000',
      address: '上海市虹口区东大名路1089号北外滩来福士广场东塔22楼',
      contactPhone: '021-65889900',
      email: 'ops@yuanhang-logistics.example.com',
      website: 'https://www.yuanhang-logistics.example/en/',
      intro:
        '一级货代，具备无船承运人资质，主营上海、宁波至欧洲、地中海和美西航线的整箱与拼箱业务，提供报关和集卡服务。',
      services: ['ocean_fcl', 'ocean_lcl', 'trucking', 'customs'],
      createdAt: Date.UTC(2025, 3, 2, 2, 15),
    },
  ),
  consolidator: demo(
    {
      memberId: '1003',
      enterpriseId: '2003',
      username: 'consolidator',
      mobile: '13800000003',
      userType: 3,
      nickname: '黄嘉怡',
      companyName: '深圳前海集运拼箱物流有限公司',
      companyNameEn: 'Shenzhen Qianhai Consolidation Logistics Co., Ltd.',
      certStatus: 'approved',
    },
    {
      division: '440305',
      organisation: 'MA5D7P2R',
      provinceCode: '440000',
      address: '广东省深圳市南山区招商街道港湾大道2号港湾广场9楼',
      contactPhone: '0755-26881234',
      email: 'lcl@qh-consol.example.com',
      website: 'https://www.qh-consol.example',
      intro: '深圳、香港双仓拼箱，每周固定开柜东南亚、中东和欧洲基本港，提供仓储和集卡服务。',
      services: ['ocean_lcl', 'warehouse', 'trucking'],
      createdAt: Date.UTC(2025, 4, 20, 6, 0),
    },
  ),
  newbie: demo(
    {
      memberId: '1004',
      enterpriseId: '2004',
      username: 'newbie',
      mobile: '13800000004',
      userType: 1,
      nickname: '王瑞',
      companyName: '青岛瑞丰食品进出口有限公司',
      companyNameEn: 'Qingdao Ruifeng Food Import & Export Co., Ltd.',
      certStatus: 'none',
    },
    {
      division: '370212',
      organisation: 'MA3C9T6U',
      provinceCode: '370000',
      address: '山东省青岛市崂山区香港东路195号',
      contactPhone: '0532-88776655',
      email: 'sales@ruifeng-foods.example.com',
      intro: '主营冷冻水产品和果蔬出口，常年使用冷藏箱出运日韩和东南亚。',
      services: [],
      createdAt: Date.UTC(2026, 0, 5, 8, 45),
    },
  ),
} satisfies Record<DemoKind, { account: DemoAccount; company: DemoCompany }>;

export const DEMO_ACCOUNTS = Object.fromEntries(
  Object.entries(DEMOS).map(([kind, { account }]) => [kind, account]),
) as Record<DemoKind, DemoAccount>;

/** The seed's salts are fixed, so its hashes are worked out once per process (reseeds are frequent). */
const seedHashes = new Map<string, string>();

function seedHash(password: string, salt: string): string {
  const key = `${salt}:${password}`;
  const known = seedHashes.get(key);
  if (known) return known;
  const hash = hashPassword(password, salt);
  seedHashes.set(key, hash);
  return hash;
}

/** The demo accounts, their enterprises and their licence images (member ids 1001–1004). */
export function seedDemoAccounts(db: Db): void {
  const rng = seededRng(SEED);
  for (const { account, company } of Object.values(DEMOS)) {
    const salt = rng.chars(24, '0123456789abcdef');
    const code = makeCreditCode(company.division, company.organisation);
    const certified = account.certStatus === 'approved';
    const licenceKey = `demo-licence-${account.enterpriseId}`;
    if (certified) {
      const svg = demoLicenceSvg({
        name: account.companyName,
        nameEn: account.companyNameEn,
        code,
        address: company.address,
      });
      db.uploads[licenceKey] = {
        key: licenceKey,
        name: 'business-licence.svg',
        ext: 'svg',
        contentType: 'image/svg+xml',
        size: new TextEncoder().encode(svg).length,
        memberId: account.memberId,
        createdAt: company.createdAt,
        data: textToBase64(svg),
      };
    }
    db.enterprises[account.enterpriseId] = {
      id: account.enterpriseId,
      name: account.companyName,
      nameEn: account.companyNameEn,
      unifiedSocialCreditCode: code,
      userType: account.userType,
      provinceCode: company.provinceCode,
      address: company.address,
      contactName: account.nickname,
      contactPhone: company.contactPhone,
      email: company.email,
      ...(company.website ? { website: company.website } : {}),
      intro: company.intro,
      services: [...company.services],
      ...(certified ? { businessLicence: `/mock-oss/${licenceKey}.svg` } : {}),
      certStatus: account.certStatus,
      ...(certified
        ? {
            certSubmittedAt: company.createdAt + 30 * MINUTE,
            certDecidedAt: company.createdAt + 90 * MINUTE,
          }
        : {}),
      createdAt: company.createdAt,
    };
    db.members[account.memberId] = {
      id: account.memberId,
      username: account.username,
      mobile: account.mobile,
      nickname: account.nickname,
      email: company.email,
      userType: account.userType,
      enterpriseId: account.enterpriseId,
      passwordHash: seedHash(account.password, salt),
      salt,
      failedLogins: 0,
      ...(account.wechatOpenId ? { wechatOpenId: account.wechatOpenId } : {}),
      createdAt: company.createdAt,
    };
  }
  Object.assign(db.sequences, { member: 1004, enterprise: 2004 });
}

/** The row of a demo account (seeded first, so present in every seeded database). */
export function demoMember(db: Db, kind: DemoKind): MemberRow {
  const member = db.members[DEMOS[kind].account.memberId];
  if (!member) throw new Error(`demo account ${kind} is not seeded`);
  return member;
}
