import type { TableShapes } from '../../core/schema';
/** Captchas and issued tokens (re-exported by core/schema.ts). Times are epoch ms. */

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

declare module '../../core/schema' {
  interface Tables {
    captchas: Record<string, CaptchaRow>;
    accessTokens: Record<string, AccessTokenRow>;
    refreshTokens: Record<string, RefreshTokenRow>;
  }
}

/** The auth tables, empty (registered with the domain). */
export const authTables: TableShapes = { captchas: {}, accessTokens: {}, refreshTokens: {} };
