import type { Enterprise, Member } from '@/contract/member/types';

import type { MessageId } from '../../core/messages';
import type { TableShapes } from '../../core/schema';

/** The account tables' rows. Times are epoch ms. */

/** A member as the API shows it (minus what is derived from the enterprise), plus the secrets. */
export interface MemberRow extends Omit<Member, 'enterpriseName' | 'certStatus' | 'createdAt'> {
  passwordHash: string;
  salt: string;
  /** Wrong passwords since the last success or lock. */
  failedLogins: number;
  lockedUntil?: number;
  wechatOpenId?: string;
  createdAt: number;
}

/** An enterprise as the API shows it, with times as epoch ms and the review's details. */
export interface EnterpriseRow extends Omit<Enterprise, 'certRejectReason' | 'certSubmittedAt'> {
  /** English name, shown nowhere yet; the directory may show it in English. */
  nameEn?: string;
  /** Free text from a reviewer (devtools certify), or a message id for the automatic decision. */
  certRejectReason?: string;
  certRejectReasonId?: MessageId;
  certSubmittedAt?: number;
  certDecidedAt?: number;
  /** Has filed the VAT exemption for international freight forwarding: its lines are 免税. */
  vatExempt?: boolean;
  createdAt: number;
}

declare module '../../core/schema' {
  interface Tables {
    members: Record<string, MemberRow>;
    enterprises: Record<string, EnterpriseRow>;
  }
}

/** The member tables, empty (registered with the domain). */
export const memberTables: TableShapes = {
  members: {},
  enterprises: {},
  smsCodes: [],
  smsSends: [],
  tickets: {},
};
