import { SessionApi } from '@/contract/auth/paths';
import { SessionReplies } from '@/contract/auth/replies';
import type { PasswordTokenBody, TokenResult } from '@/contract/auth/types';
import { request, type RequestOptions } from '@/lib/request';

/** Logs in with account and password; the form shows refusals next to its fields. POST /trading/oauth/token */
export function passwordLogin(
  body: PasswordTokenBody,
  options?: RequestOptions,
): Promise<TokenResult> {
  return request.post(SessionApi.token, SessionReplies.token, body, {
    noToken: true,
    skipErrorToast: true,
    skipLoginRedirect: true,
    ...options,
  });
}
