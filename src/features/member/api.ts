import { SessionApi } from '@/contract/auth/paths';
import { SessionReplies } from '@/contract/auth/replies';
import type { SmsTokenBody, TokenResult } from '@/contract/auth/types';
import type { MemberDashboard } from '@/contract/member/dashboard';
import { MemberApi } from '@/contract/member/paths';
import { MemberReplies } from '@/contract/member/replies';
import type {
  BindWechatBody,
  CheckSmsCodeBody,
  CheckSmsCodeResult,
  MemberCenter,
  MemberInfo,
  RegisterBody,
  RegisterResult,
  ResetPasswordBody,
  SmsCodeBody,
  SmsCodeResult,
  UpdateMemberInfoBody,
  WechatCallbackQuery,
  WechatCallbackResult,
} from '@/contract/member/types';
import { request, type RequestOptions } from '@/lib/request';

/** Forms show refusals next to their fields, so these calls do not toast them. */
const FORM: RequestOptions = { skipErrorToast: true };
/** Calls made before there is a session: no token, and a 4098 is not a reason to go to login. */
const ANONYMOUS_FORM: RequestOptions = { ...FORM, noToken: true, skipLoginRedirect: true };

/** Signs in with an SMS code sent for the scene `login`. POST /trading/oauth/token (grantType sms) */
export function smsLogin(body: SmsTokenBody, options?: RequestOptions): Promise<TokenResult> {
  return request.post(SessionApi.token, SessionReplies.token, body, {
    ...ANONYMOUS_FORM,
    ...options,
  });
}

/**
 * Sends an SMS code (after the image captcha). The captcha and the number are the credentials, so
 * it goes without a token: a stale one on the register, reset or login page must not end a session
 * there. POST /trading/api/member/getSmsCode
 */
export function getSmsCode(body: SmsCodeBody, options?: RequestOptions): Promise<SmsCodeResult> {
  return request.post(MemberApi.getSmsCode, MemberReplies.getSmsCode, body, {
    ...ANONYMOUS_FORM,
    ...options,
  });
}

/** Checks (and uses up) an SMS code; gives a one-time ticket. POST /trading/api/member/checkSmsCode */
export function checkSmsCode(
  body: CheckSmsCodeBody,
  options?: RequestOptions,
): Promise<CheckSmsCodeResult> {
  return request.post(MemberApi.checkSmsCode, MemberReplies.checkSmsCode, body, {
    ...ANONYMOUS_FORM,
    ...options,
  });
}

/** Sets a new password with a reset_password ticket. POST /trading/api/member/resetPassword */
export function resetPassword(body: ResetPasswordBody, options?: RequestOptions): Promise<unknown> {
  return request.post(MemberApi.resetPassword, MemberReplies.resetPassword, body, {
    ...ANONYMOUS_FORM,
    ...options,
  });
}

/** Creates the account and its enterprise; answers with tokens. POST /trading/api/member/register */
export function register(body: RegisterBody, options?: RequestOptions): Promise<RegisterResult> {
  return request.post(MemberApi.register, MemberReplies.register, body, {
    ...ANONYMOUS_FORM,
    ...options,
  });
}

/** The WeChat OAuth return. GET /trading/api/member/wechatCallBack?code=&state= */
export function wechatCallBack(
  query: WechatCallbackQuery,
  options?: RequestOptions,
): Promise<WechatCallbackResult> {
  return request.get(MemberApi.wechatCallBack, MemberReplies.wechatCallBack, query, {
    ...ANONYMOUS_FORM,
    ...options,
  });
}

/** Binds an unbound WeChat account to a mobile number; answers with tokens. POST /trading/api/member/bindWechat */
export function bindWechat(body: BindWechatBody, options?: RequestOptions): Promise<TokenResult> {
  return request.post(MemberApi.bindWechat, MemberReplies.bindWechat, body, {
    ...ANONYMOUS_FORM,
    ...options,
  });
}

/** The member, the enterprise and the counts. POST /trading/api/member/memCenter */
export function getMemberCenter(options?: RequestOptions): Promise<MemberCenter> {
  return request.post(MemberApi.memCenter, MemberReplies.memCenter, undefined, options);
}

/** The member's dashboard by its user type. GET /trading/api/member/dashboard */
export function getMemberDashboard(options?: RequestOptions): Promise<MemberDashboard> {
  return request.get(MemberApi.dashboard, MemberReplies.dashboard, undefined, options);
}

/** The member and the enterprise, for editing. POST /trading/api/member/queryMemInfo */
export function getMemberInfo(options?: RequestOptions): Promise<MemberInfo> {
  return request.post(MemberApi.queryMemInfo, MemberReplies.queryMemInfo, undefined, options);
}

/** Saves any subset of the member and enterprise fields. POST /trading/api/member/updateMemberInfo */
export function updateMemberInfo(
  body: UpdateMemberInfoBody,
  options?: RequestOptions,
): Promise<MemberInfo> {
  return request.post(MemberApi.updateMemberInfo, MemberReplies.updateMemberInfo, body, {
    ...FORM,
    ...options,
  });
}
