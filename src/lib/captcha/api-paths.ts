/** Paths of the image-captcha calls (under API_PREFIX), used by login, register, password reset and SMS codes. */
export const CaptchaApi = {
  /** GET: a new image captcha. */
  captcha: '/trading/oauth/captcha',
  /** POST: checks a captcha answer; a captcha can be answered once. */
  captchaCheck: '/trading/oauth/captchaCheck',
} as const;
