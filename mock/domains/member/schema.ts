import type { CurrentUser } from '@/contract/common/user';
import type { Enterprise, SmsScene } from '@/contract/member/types';

import type { MessageId } from '../../core/messages';
import type { TableShapes } from '../../core/schema';

/** The account tables' rows (re-exported by core/schema.ts). Times are epoch ms. */

/** A member as the API shows it (minus what is derived from the enterprise), plus the secrets. */
export interface MemberRow extends Omit<
  CurrentUser,
  'enterpriseName' | 'certStatus' | 'createdAt'
> {
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

/** issued → passed (right answer) → used (by one login or SMS request); or spent (wrong answer). */

export interface SmsCodeRow {
  id: string;
  mobile: string;
  scene: SmsScene;
  code: string;
  sentAt: number;
  expiresAt: number;
  used: boolean;
  /** Wrong guesses; the code dies after a few. */
  failedChecks: number;
}

/** Every accepted SMS request, sent or not, for the per-number limits. */
export interface SmsSendRow {
  mobile: string;
  at: number;
}

export interface TicketRow {
  ticket: string;
  scene: SmsScene;
  mobile?: string;
  /** For bind_wechat tickets. */
  openId?: string;
  expiresAt: number;
  used: boolean;
}

declare module '../../core/schema' {
  interface Tables {
    members: Record<string, MemberRow>;
    enterprises: Record<string, EnterpriseRow>;
    smsCodes: SmsCodeRow[];
    smsSends: SmsSendRow[];
    tickets: Record<string, TicketRow>;
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
