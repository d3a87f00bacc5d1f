import { charCount, cutToChars } from '@/contract/common/text-length';
import type { EnterpriseDetail, EnterpriseSummary } from '@/contract/directory/types';

import { isoCst } from '../../core/time';

import type { EnterpriseRow, MemberRow } from '../member/schema';
import type { EnterpriseCounts } from './rules';

/** Characters of the introduction a directory card shows. */
export const INTRO_PREVIEW = 120;

function preview(intro: string): string {
  const text = intro.trim();
  return charCount(text) > INTRO_PREVIEW ? `${cutToChars(text, INTRO_PREVIEW - 1)}…` : text;
}

export function toEnterpriseSummary(
  row: EnterpriseRow,
  counts: EnterpriseCounts,
): EnterpriseSummary {
  return {
    id: row.id,
    name: row.name,
    ...(row.nameEn ? { nameEn: row.nameEn } : {}),
    ...(row.logo ? { logo: row.logo } : {}),
    userType: row.userType,
    provinceCode: row.provinceCode,
    services: [...row.services],
    certStatus: row.certStatus,
    intro: preview(row.intro),
    openTenders: counts.openTenders.get(row.id) ?? 0,
    listings: counts.listings.get(row.id) ?? 0,
  };
}

/** The whole profile; contact details only for a logged-in reader, the web site for everyone. */
export function toEnterpriseDetail(
  row: EnterpriseRow,
  counts: EnterpriseCounts,
  reader: MemberRow | undefined,
): EnterpriseDetail {
  return {
    ...toEnterpriseSummary(row, counts),
    intro: row.intro,
    address: row.address,
    // A company's site is public, unlike its contact person.
    ...(row.website ? { website: row.website } : {}),
    ...(reader
      ? {
          contactName: row.contactName,
          contactPhone: row.contactPhone,
          ...(row.email ? { email: row.email } : {}),
        }
      : {}),
    createdAt: isoCst(row.createdAt),
  };
}
