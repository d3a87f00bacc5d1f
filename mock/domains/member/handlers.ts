import { BizCode } from '@/contract/http';
import { MemberApi } from '@/contract/member/paths';

import { endpoint, type Ctx } from '../../core/endpoint';
import { fail, fromRejection, ok, reply } from '../../core/envelope';
import { emitIssued } from '../../core/events';
import { currentMember } from '../../core/guard';
import { str } from '../../core/parse';
import { randomToken, secureRng } from '../../core/rand';
import { db } from '../../core/store';
import { consumeCaptcha } from '../auth/captcha';
import { consumeSmsCode, issueTicket, requestSmsCode, validateSmsRequest } from '../auth/sms';
import { issueTokens } from '../auth/tokens';
import { memberDashboard } from './dashboard';
import { memberCentreCounts } from './member-centre';
import { updateMemberInfo } from './profile';
import { registerMember, resetPassword } from './rules';
import { toMemberInfo } from './views';
import { bindWechat, wechatCallback } from './wechat';

const newPair = () => ({ access: randomToken(), refresh: randomToken() });

/** The member's full profile, with the member centre's counts if asked (4004: no enterprise). */
function memberInfoReply(ctx: Ctx, counted = false) {
  const self = currentMember(ctx);
  const info = toMemberInfo(db, self, ctx.lang);
  if (!info) return fail(BizCode.notFound, 'field.notFound', { field: 'enterpriseId' });
  return ok(counted ? { ...info, counts: memberCentreCounts(db, self, ctx.now) } : info);
}

/**
 * The member calls: accounts, SMS codes, profile and certification, WeChat binding, the member
 * centre. The logged-in member (the session's call) is auth's, shown as this domain lends.
 */
export const handlers = [
  endpoint('post', MemberApi.getSmsCode, async ({ json, now }) => {
    const body = await json();
    const mobile = str(body.mobile).trim();
    const scene = validateSmsRequest(mobile, str(body.scene));
    if (!scene.ok) return fromRejection(scene);
    const captcha = consumeCaptcha(db, str(body.captchaKey), str(body.captchaCode), now);
    if (!captcha.ok) return fromRejection(captcha);
    const code = secureRng.chars(6, '0123456789');
    const sent = requestSmsCode(db, { mobile, scene: scene.value }, code, now);
    if (!sent.ok) return fromRejection(sent);
    if (sent.value.code) emitIssued({ kind: 'sms', mobile, scene: scene.value, code });
    return ok({ resendIn: sent.value.resendIn, expiresIn: sent.value.expiresIn });
  }),

  endpoint('post', MemberApi.checkSmsCode, async ({ json, now }) => {
    const body = await json();
    const mobile = str(body.mobile).trim();
    const scene = validateSmsRequest(mobile, str(body.scene));
    if (!scene.ok) return fromRejection(scene);
    return reply(
      consumeSmsCode(db, { mobile, scene: scene.value, smsCode: str(body.smsCode) }, now),
      () => ({
        ticket: issueTicket(db, randomToken(16), { scene: scene.value, mobile }, now),
      }),
    );
  }),

  endpoint('post', MemberApi.resetPassword, async ({ json, now }) => {
    const body = await json();
    const input = {
      mobile: str(body.mobile).trim(),
      ticket: str(body.ticket),
      password: str(body.password),
    };
    const result = resetPassword(db, input, now);
    return reply(result, () => null);
  }),

  endpoint('post', MemberApi.register, async ({ json, now }) => {
    return reply(registerMember(db, await json(), now), (value) =>
      issueTokens(db, value.id, newPair(), now),
    );
  }),

  endpoint('post', MemberApi.memCenter, (ctx) => memberInfoReply(ctx, true)),

  endpoint('post', MemberApi.queryMemInfo, (ctx) => memberInfoReply(ctx)),

  endpoint('get', MemberApi.dashboard, (ctx) =>
    ok(memberDashboard(db, currentMember(ctx), ctx.now)),
  ),

  endpoint('post', MemberApi.updateMemberInfo, async (ctx) => {
    const self = currentMember(ctx);
    const updated = updateMemberInfo(db, self, await ctx.json(), ctx.now);
    if (!updated.ok) return fromRejection(updated);
    return memberInfoReply(ctx);
  }),

  endpoint('get', MemberApi.wechatCallBack, ({ query, now }) => {
    const result = wechatCallback(db, query.get('code') ?? '', randomToken(16), now);
    if (!result.ok) return fromRejection(result);
    const outcome = result.value;
    if (!outcome.bound) return ok(outcome);
    return ok({ bound: true, ...issueTokens(db, outcome.member.id, newPair(), now) });
  }),

  endpoint('post', MemberApi.bindWechat, async ({ json, now }) => {
    const body = await json();
    const input = {
      bindTicket: str(body.bindTicket),
      mobile: str(body.mobile).trim(),
      smsCode: str(body.smsCode),
    };
    return reply(bindWechat(db, input, now), (value) => issueTokens(db, value.id, newPair(), now));
  }),
];
