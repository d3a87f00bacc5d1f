import { request, type RequestOptions } from '@/lib/request';
import { SessionApi } from '@/lib/session/api-paths';
import type { PasswordTokenBody, TokenResult } from '@/lib/session/types';

/** Logs in with account and password; the form shows refusals next to its fields. POST /trading/oauth/token */
export function passwordLogin(
  body: PasswordTokenBody,
  options?: RequestOptions,
): Promise<TokenResult> {
  return request.post<TokenResult>(SessionApi.token, body, {
    noToken: true,
    skipErrorToast: true,
    skipLoginRedirect: true,
    ...options,
  });
}
