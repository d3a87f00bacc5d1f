/** Paths of the image-captcha calls (under API_PREFIX), used by login, register, password reset and SMS codes. */
export const CaptchaApi = {
  /** GET: a new image captcha. */
  captcha: '/trading/oauth/captcha',
  /** POST: checks a captcha answer; a captcha can be answered once. */
  captchaCheck: '/trading/oauth/captchaCheck',
} as const;

/** Paths of the session's own calls (under API_PREFIX). */
export const SessionApi = {
  /** GET: the logged-in member. */
  currentUser: '/trading/api/member/currentUser',
  /** POST: password login (features/auth) and token refresh (grantType 'refresh'). */
  token: '/trading/oauth/token',
  /** GET: ends the session on the server. */
  logout: '/trading/oauth/logout',
} as const;
