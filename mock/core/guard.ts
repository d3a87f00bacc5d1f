import type { UserType } from '@/contract/common/user';
import { BizCode } from '@/contract/http';

import { ReplyError, fail } from './envelope';
import { memberOfToken, type Member } from './registry';
import { db } from './store';

import type { Ctx } from './endpoint';

/** The member of the request's live `token`, else a 4098 reply is thrown. */
export function currentMember(ctx: Pick<Ctx, 'token' | 'now'>): Member {
  const member = memberOfToken(db, ctx.token, ctx.now);
  if (member) return member;
  throw new ReplyError(fail(BizCode.authFailure, ctx.token ? 'auth.expired' : 'auth.required'));
}

const TYPE_NAMES: Record<UserType, { zh: string; en: string }> = {
  1: { zh: '外贸企业', en: 'foreign-trade enterprises' },
  2: { zh: '货代企业', en: 'freight forwarders' },
  3: { zh: '集拼企业', en: 'container consolidators' },
};

/** 4003 unless the member is one of `types`; the message says who the call is for. */
export function requireUserType(member: Member, types: readonly UserType[]): void {
  if (types.includes(member.userType)) return;
  const names = types.map((type) => TYPE_NAMES[type]);
  const zh = names.map((name) => name.zh).join('、');
  const en = names.map((name) => name.en).join(' and ');
  throw new ReplyError(fail(BizCode.forbidden, 'auth.userType', { params: { types: { zh, en } } }));
}
