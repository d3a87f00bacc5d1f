import { TokenResultSchema } from '@/contract/auth/types';
import { ignored, type RepliesOf } from '@/contract/schema';

import { MemberDashboardSchema } from './dashboard';
import {
  CheckSmsCodeResultSchema,
  MemberCenterSchema,
  MemberInfoSchema,
  RegisterResultSchema,
  SmsCodeResultSchema,
  WechatCallbackResultSchema,
} from './types';

import type { MemberApi } from './paths';

/** The reply of each member call, by its key in MemberApi. */
export const MemberReplies = {
  memCenter: MemberCenterSchema,
  wechatCallBack: WechatCallbackResultSchema,
  updateMemberInfo: MemberInfoSchema,
  resetPassword: ignored,
  checkSmsCode: CheckSmsCodeResultSchema,
  register: RegisterResultSchema,
  queryMemInfo: MemberInfoSchema,
  getSmsCode: SmsCodeResultSchema,
  bindWechat: TokenResultSchema,
  dashboard: MemberDashboardSchema,
} as const satisfies RepliesOf<typeof MemberApi>;
