import { DAY, HOUR } from '../core/time';
import { makeCreditCode } from '../domains/member/credit-code';
import { FORWARDER_TRADES, SEED_BRANDS, SEED_CITIES, SHIPPER_TRADES } from './trade-data';

import type { Rng } from '../core/rand';
import type { Db } from '../core/schema';
import type { MemberRow } from '../domains/member/schema';

/** Seeded companies of the trade seed: approved enterprises whose members cannot log in. */

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高';
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '杰',
  '涛',
  '明',
  '超',
  '霞',
  '平',
  '刚',
  '琳',
];
const ORG_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

export function addParty(
  db: Db,
  rng: Rng,
  index: number,
  kind: 'shipper' | 'bidder',
  base: number,
): MemberRow {
  const [cityZh, cityEn, provinceCode, division] = SEED_CITIES[
    (index * 5) % SEED_CITIES.length
  ] as (typeof SEED_CITIES)[number];
  const brand = SEED_BRANDS[
    (kind === 'shipper' ? index : index + 8) % SEED_BRANDS.length
  ] as (typeof SEED_BRANDS)[number];
  const trade =
    kind === 'shipper'
      ? {
          zh: SHIPPER_TRADES[index % SHIPPER_TRADES.length]?.[0] ?? '',
          en: SHIPPER_TRADES[index % SHIPPER_TRADES.length]?.[1] ?? '',
          type: 1 as const,
        }
      : (() => {
          const row = FORWARDER_TRADES[
            index % FORWARDER_TRADES.length
          ] as (typeof FORWARDER_TRADES)[number];
          return { zh: row[0], en: row[1], type: row[2] };
        })();
  const memberId = String((kind === 'shipper' ? 1100 : 1200) + index + 1);
  const enterpriseId = String((kind === 'shipper' ? 2100 : 2200) + index + 1);
  const nickname = `${SURNAMES.charAt(rng.int(0, SURNAMES.length - 1))}${rng.pick(GIVEN)}${rng.pick(GIVEN)}`;
  const mobile = `139${kind === 'shipper' ? '1' : '2'}${String(index + 1).padStart(3, '0')}${rng.chars(4, '0123456789')}`;
  const createdAt = base - rng.int(120, 700) * DAY;
  db.enterprises[enterpriseId] = {
    id: enterpriseId,
    name: `${cityZh}${brand[0]}${trade.zh}`,
    nameEn: `${cityEn} ${brand[1]} ${trade.en}`,
    unifiedSocialCreditCode: makeCreditCode(division, `MA${rng.chars(6, ORG_CHARS)}`),
    userType: trade.type,
    provinceCode,
    address: `${cityZh}市${rng.pick(['滨江', '金融', '港城', '科技', '新港'])}大道${rng.int(18, 988)}号${rng.int(3, 28)}楼`,
    contactName: nickname,
    contactPhone: `0${rng.int(20, 799)}-${rng.chars(8, '0123456789')}`,
    email: `contact${enterpriseId}@${brand[1].toLowerCase().replace(/[^a-z]/g, '')}.example.com`,
    intro:
      kind === 'shipper'
        ? `${cityZh}出口企业，主营产品远销欧美和东南亚。`
        : `${cityZh}${trade.type === 3 ? '拼箱' : '整箱'}物流服务商，提供订舱、报关和拖车。`,
    services:
      kind === 'shipper'
        ? []
        : trade.type === 3
          ? ['ocean_lcl', 'warehouse']
          : ['ocean_fcl', 'ocean_lcl', 'customs'],
    certStatus: 'approved',
    certSubmittedAt: createdAt + HOUR,
    certDecidedAt: createdAt + 3 * HOUR,
    createdAt,
  };
  const member: MemberRow = {
    id: memberId,
    username: mobile,
    mobile,
    nickname,
    userType: trade.type,
    enterpriseId,
    // No password hash matches '': seeded companies cannot log in.
    passwordHash: '',
    salt: '',
    failedLogins: 0,
    createdAt,
  };
  db.members[memberId] = member;
  return member;
}
