/** Paths of the login calls (under API_PREFIX). Password login itself uses SessionApi.token. */
export const AuthApi = {
  /** GET: a new image captcha. */
  captcha: '/trading/oauth/captcha',
  /** POST: checks a captcha answer; a captcha can be answered once. */
  captchaCheck: '/trading/oauth/captchaCheck',
} as const;
