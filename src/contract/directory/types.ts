import type { CertStatus, UserType } from '@/contract/common/user';
import type { PageQuery } from '@/contract/http';
import type { EnterpriseService } from '@/contract/member/types';

/**
 * Directory categories: 1 foreign-trade, 2 freight-forwarding, 3 consolidation,
 * 4 trucking fleet (types 2 and 3 that offer the `trucking` service).
 */
export const ENTERPRISE_CATEGORIES = [1, 2, 3, 4] as const;
export type EnterpriseCategory = (typeof ENTERPRISE_CATEGORIES)[number];

/** An enterprise as the directory lists it. */
export interface EnterpriseSummary {
  id: string;
  name: string;
  nameEn?: string;
  logo?: string;
  userType: UserType;
  provinceCode: string;
  services: EnterpriseService[];
  certStatus: CertStatus;
  /** The first lines of the introduction. */
  intro: string;
  /** Open tenders (type 1) or listings on the market (types 2 and 3). */
  openTenders: number;
  listings: number;
}

/** GET enterprise/detail. Contact details only for a logged-in reader. */
export interface EnterpriseDetail extends EnterpriseSummary {
  address: string;
  contactName?: string;
  contactPhone?: string;
  email?: string;
  /**
   * The company's own https web site (see `Enterprise.website`), shown to every reader: unlike the
   * contact person, a company's site is public. Absent when not given.
   */
  website?: string;
  /** ISO 8601 with offset: when it joined the platform. */
  createdAt: string;
}

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
