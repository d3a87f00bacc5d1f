export interface MockInspectResult {
  lastSms?: { mobile: string; scene: string; code: string; sentAt: string };
  lastCaptcha?: { captchaKey: string; answer: string; issuedAt: string };
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
