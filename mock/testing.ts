/**
 * For tests only: the demo accounts and sessions issued straight in the mock database (no captcha,
 * no HTTP). Never imported by the app.
 */
import type { Member } from '@/contract/member/types';

import { now } from './core/clock';
import { randomToken } from './core/rand';
import { db } from './core/store';
import { issueTokens } from './domains/auth/tokens';
import { DEMO_ACCOUNTS, type DemoAccount, type DemoKind } from './domains/member/demo-accounts';
import { toMember } from './domains/member/views';

export type { DemoAccount, DemoKind };

/**
 * shipper (type 1), forwarder (2), consolidator (3): certified; newbie (type 1): not certified.
 * Password `Trade2026` for all; log in with `username` or `mobile`.
 */
export const demoAccounts: Readonly<Record<DemoKind, DemoAccount>> = DEMO_ACCOUNTS;

export interface TestSession {
  access_token: string;
  refresh_token: string;
  member: Member;
}

/** Logs a demo account in directly: live tokens in the database and the member the API would return. */
export function createSessionFor(kind: DemoKind): TestSession {
  const account = demoAccounts[kind];
  const member = db.members[account.memberId];
  if (!member) throw new Error(`demo account ${kind} is missing: was the mock database changed?`);
  const tokens = issueTokens(
    db,
    member.id,
    { access: randomToken(), refresh: randomToken() },
    now(),
  );
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    member: toMember(db, member),
  };
}
