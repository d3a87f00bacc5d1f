import type { PartyRef } from '@/contract/common/trade';
import type { Enterprise, Member, MemberInfo } from '@/contract/member/types';

import { renderMessage, type Lang } from '../../core/messages';
import { isoCst } from '../../core/time';

import type { Db } from '../../core/schema';
import type { Text } from '../../core/text';
import type { EnterpriseRow, MemberRow } from './schema';

/** Rows as the API shows them: ISO times with offset, no secrets. */
export function toEnterprise(row: EnterpriseRow, lang: Lang): Enterprise {
  const reason =
    row.certRejectReason ??
    (row.certRejectReasonId ? renderMessage(row.certRejectReasonId, lang) : undefined);
  return {
    id: row.id,
    name: row.name,
    unifiedSocialCreditCode: row.unifiedSocialCreditCode,
    userType: row.userType,
    provinceCode: row.provinceCode,
    address: row.address,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    email: row.email,
    intro: row.intro,
    services: [...row.services],
    ...(row.logo ? { logo: row.logo } : {}),
    ...(row.businessLicence ? { businessLicence: row.businessLicence } : {}),
    // Stored '' when cleared: then not sent, as if never given.
    ...(row.website ? { website: row.website } : {}),
    certStatus: row.certStatus,
    ...(row.certStatus === 'rejected' && reason ? { certRejectReason: reason } : {}),
    ...(row.certSubmittedAt !== undefined ? { certSubmittedAt: isoCst(row.certSubmittedAt) } : {}),
  };
}

export function toMember(db: Db, member: MemberRow): Member {
  const enterprise = db.enterprises[member.enterpriseId];
  return {
    id: member.id,
    username: member.username,
    mobile: member.mobile,
    nickname: member.nickname,
    ...(member.avatar ? { avatar: member.avatar } : {}),
    ...(member.email ? { email: member.email } : {}),
    userType: member.userType,
    enterpriseId: member.enterpriseId,
    enterpriseName: enterprise?.name ?? '',
    certStatus: enterprise?.certStatus ?? 'none',
    createdAt: isoCst(member.createdAt),
  };
}

export function toMemberInfo(db: Db, member: MemberRow, lang: Lang): MemberInfo | undefined {
  const enterprise = db.enterprises[member.enterpriseId];
  if (!enterprise) return undefined;
  return { member: toMember(db, member), enterprise: toEnterprise(enterprise, lang) };
}

/** An enterprise as other domains' replies name it. */
export function partyRef(db: Db, enterpriseId: string): PartyRef {
  const row = db.enterprises[enterpriseId];
  return {
    enterpriseId,
    name: row?.name ?? '',
    ...(row?.nameEn ? { nameEn: row.nameEn } : {}),
    ...(row?.logo ? { logo: row.logo } : {}),
  };
}

/** An enterprise's name in both languages (the Chinese one where it has no English one). */
export function partyName(db: Db, enterpriseId: string): Text {
  const row = db.enterprises[enterpriseId];
  const name = row?.name ?? '';
  return { zh: name, en: row?.nameEn ?? name };
}
