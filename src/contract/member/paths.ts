/** Paths of the member calls (under API_PREFIX). */
export const MemberApi = {
  /** POST: the member centre summary. */
  memCenter: '/trading/api/member/memCenter',
  /** GET (query code, state): WeChat OAuth return. */
  wechatCallBack: '/trading/api/member/wechatCallBack',
  /** POST: edit contact and enterprise details. */
  updateMemberInfo: '/trading/api/member/updateMemberInfo',
  /** POST: set a new password with a ticket from checkSmsCode. */
  resetPassword: '/trading/api/member/resetPassword',
  /** POST: checks an SMS code and returns a one-time ticket. */
  checkSmsCode: '/trading/api/member/checkSmsCode',
  /** POST: creates an account and its enterprise; logs in. */
  register: '/trading/api/member/register',
  /** POST: the member's full profile. */
  queryMemInfo: '/trading/api/member/queryMemInfo',
  /** POST: sends an SMS code. */
  getSmsCode: '/trading/api/member/getSmsCode',
  /** GET (beyond the seed): the caller's dashboard by its user type (MemberDashboard). */
  dashboard: '/trading/api/member/dashboard',
  /** POST (beyond the seed): binds an unbound WeChat account to a mobile number; logs in. */
  bindWechat: '/trading/api/member/bindWechat',
} as const;
