import { charCount } from '@/contract/common/text-length';
import { ENTERPRISE_CATEGORIES, type EnterpriseCategory } from '@/contract/directory/types';
import { BizCode } from '@/contract/http';
import { ENTERPRISE_SERVICES, type EnterpriseService } from '@/contract/member/types';

import { accept, invalid, reject, type RuleResult } from '../../core/result';
import { provinces } from '../reference/data-provinces';

import type { Db } from '../../core/schema';
import type { EnterpriseRow } from '../member/schema';

const PROVINCE_CODES = new Set(provinces.map((province) => province.code));
/** Longest keyword searched for. */
export const KEYWORD_MAX = 50;

/** 1 = type 1; 2 = type 2; 3 = type 3; 4 = types 2 and 3 offering trucking. */
export function inCategory(row: EnterpriseRow, category: EnterpriseCategory): boolean {
  if (category === 4) return row.userType !== 1 && row.services.includes('trucking');
  return row.userType === category;
}

/** The directory shows every enterprise that has a name (registration always gives one). */
export function listed(row: EnterpriseRow | undefined): row is EnterpriseRow {
  return Boolean(row?.name.trim());
}

function parseCategory(raw: string): RuleResult<EnterpriseCategory> {
  if (!raw) return invalid('category', 'field.required');
  const value = Number(raw);
  if (!(ENTERPRISE_CATEGORIES as readonly number[]).includes(value)) {
    return invalid('category', 'field.range', { min: 1, max: 4 });
  }
  return accept(value as EnterpriseCategory);
}

/**
 * The enterprises an EnterpriseQuery asks for: the category (required, 1–4), a part of the zh or en
 * name, a province, a service, certified only. Certified ones first, then the newest members.
 */
export function queryEnterprises(db: Db, query: URLSearchParams): RuleResult<EnterpriseRow[]> {
  const get = (name: string) => query.get(name)?.trim() ?? '';
  const category = parseCategory(get('category'));
  if (!category.ok) return category;
  const keyword = get('keyword').toLowerCase();
  if (charCount(keyword) > KEYWORD_MAX) {
    return invalid('keyword', 'field.tooLong', { max: KEYWORD_MAX });
  }
  const provinceCode = get('provinceCode');
  if (provinceCode && !PROVINCE_CODES.has(provinceCode)) return invalid('provinceCode');
  const service = get('service');
  if (service && !(ENTERPRISE_SERVICES as readonly string[]).includes(service))
    return invalid('service');
  const certified = get('certified');
  if (certified && certified !== 'true' && certified !== 'false') return invalid('certified');

  const rows = Object.values(db.enterprises).filter(
    (row) =>
      listed(row) &&
      inCategory(row, category.value) &&
      (!keyword ||
        row.name.toLowerCase().includes(keyword) ||
        (row.nameEn ?? '').toLowerCase().includes(keyword)) &&
      (!provinceCode || row.provinceCode === provinceCode) &&
      (!service || row.services.includes(service as EnterpriseService)) &&
      (certified !== 'true' || row.certStatus === 'approved'),
  );
  const rank = (row: EnterpriseRow) => (row.certStatus === 'approved' ? 0 : 1);
  return accept(
    rows.sort(
      (a, b) => rank(a) - rank(b) || b.createdAt - a.createdAt || Number(b.id) - Number(a.id),
    ),
  );
}

/** A listed enterprise, else 4004. */
export function findEnterprise(db: Db, id: string): RuleResult<EnterpriseRow> {
  if (!id.trim()) return invalid('enterpriseId', 'field.required');
  const row = db.enterprises[id.trim()];
  return listed(row)
    ? accept(row)
    : reject(BizCode.notFound, 'field.notFound', { field: 'enterpriseId' });
}

export interface EnterpriseCounts {
  openTenders: Map<string, number>;
  listings: Map<string, number>;
}

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Open tenders and listings on the market (on, validTo today or later) per enterprise. */
export function enterpriseCounts(db: Db, today: string): EnterpriseCounts {
  const counts: EnterpriseCounts = { openTenders: new Map(), listings: new Map() };
  for (const tender of Object.values(db.tenders)) {
    if (tender.status === 'open') bump(counts.openTenders, tender.enterpriseId);
  }
  for (const listing of Object.values(db.listings)) {
    if (listing.status === 'on' && listing.validTo >= today) {
      bump(counts.listings, listing.enterpriseId);
    }
  }
  return counts;
}
