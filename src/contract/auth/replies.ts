import { MemberSchema } from '@/contract/member/types';
import { ignored, type RepliesOf } from '@/contract/schema';

import { CaptchaCheckResultSchema, CaptchaResultSchema, TokenResultSchema } from './types';

import type { CaptchaApi, SessionApi } from './paths';

/** The reply of each image-captcha call, by its key in CaptchaApi. */
export const CaptchaReplies = {
  captcha: CaptchaResultSchema,
  captchaCheck: CaptchaCheckResultSchema,
} as const satisfies RepliesOf<typeof CaptchaApi>;

/**
 * The reply of each session call, by its key in SessionApi: the member (a "success" without one,
 * `data: null`, fails the call) and a token pair with both tokens (a "success" with an empty or a
 * missing token fails it, so nothing of it is stored).
 */
export const SessionReplies = {
  currentUser: MemberSchema,
  token: TokenResultSchema,
  logout: ignored,
} as const satisfies RepliesOf<typeof SessionApi>;
