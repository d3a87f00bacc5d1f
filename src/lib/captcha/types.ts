/** GET /trading/oauth/captcha, result. */
export interface CaptchaResult {
  captchaKey: string;
  /** data: URL of an SVG image. */
  image: string;
  /** Seconds until the captcha expires. */
  expiresIn: number;
}

export interface CaptchaCheckBody {
  captchaKey: string;
  captchaCode: string;
}

export interface CaptchaCheckResult {
  valid: true;
}
