import type { CertStatus } from '@/types/user';

export interface MockInspectResult {
  lastSms?: { mobile: string; scene: string; code: string; sentAt: string };
  lastCaptcha?: { captchaKey: string; answer: string; issuedAt: string };
  /** Rows per table (members, enterprises, captchas, …) and reference data (provinces, ports, …). */
  counts: Record<string, number>;
  settings: MockSettings;
}

export interface MockSettings {
  /** Seconds. */
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Added to every reply, in ms ([min, max]). */
  latencyMs: [number, number];
}

/** POST config, body: any subset; `latencyMs` as [min, max] or one number. */
export interface MockConfigBody {
  accessTokenTtl?: number;
  refreshTokenTtl?: number;
  latencyMs?: [number, number] | number;
}

/** POST expireTokens, result. */
export interface MockExpireTokensResult {
  /** Access tokens that were live and are now expired. */
  expired: number;
}

/** POST certify, body: the enterprise by id, or by its member's mobile number. */
export interface MockCertifyBody {
  enterpriseId?: string;
  mobile?: string;
  decision: 'approve' | 'reject';
  /** Shown to the member when rejected; a standard reason is used when empty. */
  reason?: string;
}

/** POST certify, result: the enterprise as the member calls return it (the fields that matter here). */
export interface MockCertifyResult {
  id: string;
  name: string;
  certStatus: CertStatus;
  certRejectReason?: string;
}
