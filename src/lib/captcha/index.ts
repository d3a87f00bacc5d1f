export { CaptchaApi } from '@/contract/auth/paths';
export { checkCaptcha, getCaptcha } from './api';
export { useCaptcha } from './use-captcha';
export type * from '@/contract/auth/types';
