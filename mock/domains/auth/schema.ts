import type { SmsScene } from '@/contract/member/types';

import type { TableShapes } from '../../core/schema';
/** Captchas and issued tokens. Times are epoch ms. */

export type CaptchaState = 'issued' | 'passed' | 'used' | 'spent';

export interface CaptchaRow {
  key: string;
  answer: string;
  state: CaptchaState;
  issuedAt: number;
  expiresAt: number;
  passedAt?: number;
}

export interface AccessTokenRow {
  token: string;
  memberId: string;
  refreshToken: string;
  issuedAt: number;
  expiresAt: number;
  revoked: boolean;
}

export interface RefreshTokenRow {
  token: string;
  memberId: string;
  accessToken: string;
  issuedAt: number;
  expiresAt: number;
  revoked: boolean;
}

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
    captchas: Record<string, CaptchaRow>;
    accessTokens: Record<string, AccessTokenRow>;
    refreshTokens: Record<string, RefreshTokenRow>;
    smsCodes: SmsCodeRow[];
    smsSends: SmsSendRow[];
    tickets: Record<string, TicketRow>;
  }
}

/** The auth tables, empty (registered with the domain). */
export const authTables: TableShapes = { captchas: {}, accessTokens: {}, refreshTokens: {} };
