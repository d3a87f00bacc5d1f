import * as v from 'valibot';

import { count, filled, optional } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

/** GET /trading/oauth/captcha, result. */
export const CaptchaResultSchema = v.object({
  captchaKey: filled,
  /** data: URL of an SVG image. */
  image: filled,
  /** Seconds until the captcha expires. */
  expiresIn: count,
});
export type CaptchaResult = Infer<typeof CaptchaResultSchema>;

export interface CaptchaCheckBody {
  captchaKey: string;
  captchaCode: string;
}

/** POST /trading/oauth/captchaCheck, result: a wrong answer is a refusal, never `valid: false`. */
export const CaptchaCheckResultSchema = v.object({ valid: v.literal(true) });
export type CaptchaCheckResult = Infer<typeof CaptchaCheckResultSchema>;

/**
 * POST /trading/oauth/token, result (in the envelope's `result`). The app reads the two tokens
 * only (the other fields of a token reply are the server's to choose): the rest may be absent.
 */
export const TokenResultSchema = v.object({
  access_token: filled,
  refresh_token: filled,
  token_type: optional(filled),
  /** Seconds. */
  expires_in: optional(count),
  refresh_expires_in: optional(count),
});
export type TokenResult = Infer<typeof TokenResultSchema>;

/**
 * Both tokens, each non-empty: what the session stores. A "success" without them (`{}`, empty
 * strings) is no token pair: storing it would end the session it was meant to renew.
 */
export const TokenPairSchema = v.pick(TokenResultSchema, ['access_token', 'refresh_token']);
export type TokenPair = Infer<typeof TokenPairSchema>;

export interface PasswordTokenBody {
  grantType: 'password';
  userType: 'PC';
  /** Mobile number or user name. */
  username: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
}

/** Sign-in with an SMS code sent for the scene `login` (the image captcha guarded the send). */
export interface SmsTokenBody {
  grantType: 'sms';
  userType: 'PC';
  mobile: string;
  smsCode: string;
}

export interface RefreshTokenBody {
  grantType: 'refresh';
  userType: 'PC';
  refreshToken: string;
}
