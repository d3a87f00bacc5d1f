import type { TokenResult } from '@/contract/auth/types';
import type { CertStatus, UserType } from '@/contract/common/user';

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

export interface Enterprise {
  id: string;
  name: string;
  /** 18 characters, GB 32100-2015. */
  unifiedSocialCreditCode: string;
  userType: UserType;
  provinceCode: string;
  address: string;
  contactName: string;
  contactPhone: string;
  email: string;
  intro: string;
  services: EnterpriseService[];
  logo?: string;
  businessLicence?: string;
  /**
   * The company's own web site: an absolute https address, at most 200 characters, no credentials
   * (`websiteProblem` in ./website.ts). Absent when not given; '' in an update clears it. Public: the
   * directory shows it to visitors. Shown as a link only when `checkExternalUrl` allows it.
   */
  website?: string;
  certStatus: CertStatus;
  certRejectReason?: string;
  /** ISO 8601 with offset. */
  certSubmittedAt?: string;
}

/** POST getSmsCode, body. The image captcha must have been passed with captchaCheck. */
export interface SmsCodeBody {
  mobile: string;
  scene: SmsScene;
  captchaKey: string;
  captchaCode: string;
}

export interface SmsCodeResult {
  /** Seconds until another code may be asked for. */
  resendIn: number;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

export interface CheckSmsCodeBody {
  mobile: string;
  scene: SmsScene;
  smsCode: string;
}

export interface CheckSmsCodeResult {
  /** One-time ticket for resetPassword (or the next step of the scene). */
  ticket: string;
}

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

export type RegisterResult = TokenResult;

/** A member: an account of one enterprise, as the current-user call answers it for the logged-in one. */
export interface Member {
  id: string;
  username: string;
  mobile: string;
  nickname: string;
  avatar?: string;
  email?: string;
  userType: UserType;
  enterpriseId: string;
  enterpriseName: string;
  certStatus: CertStatus;
  /** ISO 8601 with offset. */
  createdAt: string;
}

export interface MemberInfo {
  member: Member;
  enterprise: Enterprise;
}

/** POST memCenter, result. */
export interface MemberCenter extends MemberInfo {
  /**
   * Counts by kind: tenders, bids, listings, coupons, favourites, orders, invoicesPending and
   * invoicesIssued (the enterprise's applications), invoicesToIssue (those it answers as payee).
   */
  counts: Record<string, number>;
}

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
export type WechatCallbackResult =
  ({ bound: true } & TokenResult) | { bound: false; bindTicket: string; nickname: string };
