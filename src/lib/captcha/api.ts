import { CaptchaApi } from '@/contract/auth/paths';
import { CaptchaReplies } from '@/contract/auth/replies';
import type { CaptchaCheckBody, CaptchaCheckResult, CaptchaResult } from '@/contract/auth/types';
import { request, type RequestOptions } from '@/lib/request';

/**
 * A new image captcha. Asked on the login, register and reset pages, before any session: no token,
 * and a 4098 is no reason to end a stored session there. GET /trading/oauth/captcha
 */
export function getCaptcha(options?: RequestOptions): Promise<CaptchaResult> {
  return request.get(CaptchaApi.captcha, CaptchaReplies.captcha, undefined, {
    noToken: true,
    skipLoginRedirect: true,
    ...options,
  });
}

/**
 * Checks a captcha answer; a captcha can be answered once. Forms show a refusal next to the
 * captcha field, so this call does not toast it. POST /trading/oauth/captchaCheck
 */
export function checkCaptcha(
  body: CaptchaCheckBody,
  options?: RequestOptions,
): Promise<CaptchaCheckResult> {
  return request.post(CaptchaApi.captchaCheck, CaptchaReplies.captchaCheck, body, {
    noToken: true,
    skipErrorToast: true,
    skipLoginRedirect: true,
    ...options,
  });
}
