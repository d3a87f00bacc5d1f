import { request, type RequestOptions } from '@/lib/request';
import { SessionApi } from '@/lib/session/api-paths';
import type { PasswordTokenBody, TokenResult } from '@/lib/session/types';

import { AuthApi } from './api-paths';

import type { CaptchaCheckBody, CaptchaCheckResult, CaptchaResult } from './types';

/** The login form shows refusals next to its fields, so these calls do not toast them. */
const LOGIN_FORM: RequestOptions = { noToken: true, skipErrorToast: true, skipLoginRedirect: true };

/** A new image captcha. GET /trading/oauth/captcha */
export function getCaptcha(options?: RequestOptions): Promise<CaptchaResult> {
  return request.get<CaptchaResult>(AuthApi.captcha, undefined, { noToken: true, ...options });
}

/** Checks a captcha answer (once). POST /trading/oauth/captchaCheck */
export function checkCaptcha(
  body: CaptchaCheckBody,
  options?: RequestOptions,
): Promise<CaptchaCheckResult> {
  return request.post<CaptchaCheckResult>(AuthApi.captchaCheck, body, {
    ...LOGIN_FORM,
    ...options,
  });
}

/** Logs in with account and password. POST /trading/oauth/token */
export function passwordLogin(
  body: PasswordTokenBody,
  options?: RequestOptions,
): Promise<TokenResult> {
  return request.post<TokenResult>(SessionApi.token, body, { ...LOGIN_FORM, ...options });
}
