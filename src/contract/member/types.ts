import * as v from 'valibot';

import { TokenResultSchema, type TokenResult } from '@/contract/auth/types';
import { CertStatusSchema, UserTypeSchema, type UserType } from '@/contract/common/user';
import { count, entityId, filled, isoDateTime, optional, text } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

/** What an SMS code is for; `login` signs in with the code instead of a password. */
export type SmsScene = 'register' | 'reset_password' | 'change_mobile' | 'bind_wechat' | 'login';

export const ENTERPRISE_SERVICES = [
  'ocean_fcl',
  'ocean_lcl',
  'trucking',
  'customs',
  'warehouse',
] as const;
export type EnterpriseService = (typeof ENTERPRISE_SERVICES)[number];
export const EnterpriseServiceSchema = v.picklist(ENTERPRISE_SERVICES);

/**
 * The details a new enterprise has not given yet are '' (registration knows only its name and the
 * member's mobile, the first contact phone): the credit code, province, address, contact name,
 * e-mail and introduction.
 */
export const EnterpriseSchema = v.object({
  id: entityId,
  name: filled,
  /** 18 characters, GB 32100-2015; '' until given. */
  unifiedSocialCreditCode: v.union([v.literal(''), v.pipe(v.string(), v.length(18))]),
  userType: UserTypeSchema,
  /** '' until given. */
  provinceCode: text,
  address: text,
  contactName: text,
  contactPhone: filled,
  email: text,
  intro: text,
  services: v.array(EnterpriseServiceSchema),
  logo: optional(filled),
  businessLicence: optional(filled),
  /**
   * The company's own web site: an absolute https address, at most 200 characters, no credentials
   * (`websiteProblem` in ./website.ts). Absent when not given; '' in an update clears it. Public: the
   * directory shows it to visitors. Shown as a link only when `checkExternalUrl` allows it.
   */
  website: optional(filled),
  certStatus: CertStatusSchema,
  certRejectReason: optional(text),
  certSubmittedAt: optional(isoDateTime),
});
export type Enterprise = Infer<typeof EnterpriseSchema>;

/** POST getSmsCode, body. The image captcha must have been passed with captchaCheck. */
export interface SmsCodeBody {
  mobile: string;
  scene: SmsScene;
  captchaKey: string;
  captchaCode: string;
}

export const SmsCodeResultSchema = v.object({
  /** Seconds until another code may be asked for. */
  resendIn: count,
  /** Seconds the code stays valid. */
  expiresIn: count,
});
export type SmsCodeResult = Infer<typeof SmsCodeResultSchema>;

export interface CheckSmsCodeBody {
  mobile: string;
  scene: SmsScene;
  smsCode: string;
}

export const CheckSmsCodeResultSchema = v.object({
  /** One-time ticket for resetPassword (or the next step of the scene). */
  ticket: filled,
});
export type CheckSmsCodeResult = Infer<typeof CheckSmsCodeResultSchema>;

export interface ResetPasswordBody {
  mobile: string;
  ticket: string;
  password: string;
}

export interface RegisterBody {
  userType: UserType;
  mobile: string;
  smsCode: string;
  password: string;
  companyName: string;
  agreeTerms: true;
  /** From an unbound WeChat return: the new account is bound to that WeChat account. */
  bindTicket?: string;
}

/** POST register, result: the new member is logged in. */
export const RegisterResultSchema = TokenResultSchema;
export type RegisterResult = TokenResult;

/**
 * A member: an account of one enterprise, as the current-user call answers it for the logged-in one
 * (and as the session keeps it in browser storage).
 */
export const MemberSchema = v.object({
  id: entityId,
  username: filled,
  mobile: filled,
  nickname: filled,
  avatar: optional(filled),
  email: optional(filled),
  userType: UserTypeSchema,
  enterpriseId: entityId,
  enterpriseName: filled,
  certStatus: CertStatusSchema,
  createdAt: isoDateTime,
});
export type Member = Infer<typeof MemberSchema>;

export const MemberInfoSchema = v.object({
  member: MemberSchema,
  enterprise: EnterpriseSchema,
});
export type MemberInfo = Infer<typeof MemberInfoSchema>;

/** POST memCenter, result. */
export const MemberCenterSchema = v.object({
  ...MemberInfoSchema.entries,
  /**
   * Counts by kind: tenders, bids, listings, coupons, favourites, orders, invoicesPending and
   * invoicesIssued (the enterprise's applications), invoicesToIssue (those it answers as payee).
   */
  counts: v.record(filled, count),
});
export type MemberCenter = Infer<typeof MemberCenterSchema>;

/** POST updateMemberInfo, body: any subset; changing the mobile needs smsCode sent to the new one. */
export interface UpdateMemberInfoBody {
  nickname?: string;
  avatar?: string;
  email?: string;
  mobile?: string;
  smsCode?: string;
  enterprise?: Partial<Omit<Enterprise, 'id' | 'userType' | 'certStatus' | 'certRejectReason'>>;
  /** true submits the enterprise for certification (certStatus becomes 'pending'). */
  submitCertification?: boolean;
}

/** POST bindWechat, body: binds the WeChat account of `bindTicket` to the member with this mobile. */
export interface BindWechatBody {
  bindTicket: string;
  mobile: string;
  smsCode: string;
}

export interface WechatCallbackQuery {
  code: string;
  state: string;
}

/** GET wechatCallBack, result: tokens when the WeChat account is bound, else a bind ticket. */
export const WechatCallbackResultSchema = v.variant('bound', [
  v.object({ bound: v.literal(true), ...TokenResultSchema.entries }),
  v.object({ bound: v.literal(false), bindTicket: filled, nickname: filled }),
]);
export type WechatCallbackResult = Infer<typeof WechatCallbackResultSchema>;
