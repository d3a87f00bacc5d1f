import * as v from 'valibot';

import { CertStatusSchema, UserTypeSchema } from '@/contract/common/user';
import type { PageQuery } from '@/contract/http';
import { EnterpriseServiceSchema, type EnterpriseService } from '@/contract/member/types';
import { count, entityId, filled, isoDateTime, optional, text } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

/**
 * Directory categories: 1 foreign-trade, 2 freight-forwarding, 3 consolidation,
 * 4 trucking fleet (types 2 and 3 that offer the `trucking` service).
 */
export const ENTERPRISE_CATEGORIES = [1, 2, 3, 4] as const;
export type EnterpriseCategory = (typeof ENTERPRISE_CATEGORIES)[number];

/** An enterprise as the directory lists it. */
export const EnterpriseSummarySchema = v.object({
  id: entityId,
  name: filled,
  nameEn: optional(filled),
  logo: optional(filled),
  userType: UserTypeSchema,
  /** '' when the enterprise has not given it. */
  provinceCode: text,
  services: v.array(EnterpriseServiceSchema),
  certStatus: CertStatusSchema,
  /** The first lines of the introduction. */
  intro: text,
  /** Open tenders (type 1) or listings on the market (types 2 and 3). */
  openTenders: count,
  listings: count,
});
export type EnterpriseSummary = Infer<typeof EnterpriseSummarySchema>;

/** GET enterprise/detail. Contact details only for a logged-in reader. */
export const EnterpriseDetailSchema = v.object({
  ...EnterpriseSummarySchema.entries,
  address: text,
  contactName: optional(text),
  contactPhone: optional(filled),
  email: optional(filled),
  /**
   * The company's own https web site (see `Enterprise.website`), shown to every reader: unlike the
   * contact person, a company's site is public. Absent when not given.
   */
  website: optional(filled),
  /** When it joined the platform. */
  createdAt: isoDateTime,
});
export type EnterpriseDetail = Infer<typeof EnterpriseDetailSchema>;

/** GET enterprise/page. */
export interface EnterpriseQuery extends PageQuery {
  category: EnterpriseCategory;
  /** Part of the name (zh or en). */
  keyword?: string;
  provinceCode?: string;
  service?: EnterpriseService;
  /** Only approved (certified) enterprises. */
  certified?: boolean;
}
