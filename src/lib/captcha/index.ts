export { CaptchaApi } from './api-paths';
export { checkCaptcha, getCaptcha } from './api';
export { useCaptcha } from './use-captcha';
export type * from './types';
