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

/** POST /trading/oauth/token, result. */
export interface TokenResult {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  /** Seconds. */
  expires_in: number;
  refresh_expires_in: number;
}

export interface PasswordTokenBody {
  grantType: 'password';
  userType: 'PC';
  /** Mobile number or user name. */
  username: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
}

/** Sign-in with an SMS code sent for the scene `login` (the image captcha guarded the send). */
export interface SmsTokenBody {
  grantType: 'sms';
  userType: 'PC';
  mobile: string;
  smsCode: string;
}

export interface RefreshTokenBody {
  grantType: 'refresh';
  userType: 'PC';
  refreshToken: string;
}
