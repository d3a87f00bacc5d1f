import { DevtoolsApi } from '@/contract/devtools/paths';
import type { MockInspectResult } from '@/contract/devtools/types';
import { BizCode } from '@/contract/http';
import { NO_GATEWAY } from '@/contract/order/types';

import { endpoint } from '../../core/endpoint';
import { fail, ok, reply } from '../../core/envelope';
import { str } from '../../core/parse';
import { tableShapes } from '../../core/registry';
import { db, resetDb } from '../../core/store';
import { isoCst } from '../../core/time';
import { lastCaptcha } from '../auth/captcha';
import { lastSms } from '../auth/sms';
import { expireAccessTokens } from '../auth/tokens';
import { reviewCertification } from '../member/certification';
import { registerMember } from '../member/rules';
import { toEnterprise } from '../member/views';
import { outboxOf } from '../notification/views';
import { confirmPayment } from '../order/rules';
import { toPayment } from '../order/views';
import { countries } from '../reference/data-countries';
import { dictItems, dicts } from '../reference/data-dicts';
import { ports } from '../reference/data-ports';
import { provinces } from '../reference/data-provinces';
import { answerInvoice, pendingInvoices } from './invoices';
import { applySettings } from './settings';

/** `mobile` narrows `lastSms` to one number, so parallel tests each read their own code. */
function inspect(mobile?: string): MockInspectResult {
  const sms = lastSms(db, mobile);
  const captcha = lastCaptcha(db);
  const counts: Record<string, number> = {};
  for (const table of Object.keys(tableShapes())) {
    const rows = (db as unknown as Record<string, object>)[table] ?? {};
    counts[table] = Array.isArray(rows) ? rows.length : Object.keys(rows).length;
  }
  Object.assign(counts, {
    provinces: provinces.length,
    countries: countries.length,
    dicts: dicts.length,
    dictItems: dictItems.length,
    ports: ports.length,
  });
  const pendingCertifications = Object.values(db.enterprises)
    .filter((row) => row.certStatus === 'pending')
    .sort((a, b) => (a.certSubmittedAt ?? 0) - (b.certSubmittedAt ?? 0))
    .map((row) => ({
      enterpriseId: row.id,
      name: row.name,
      mobile:
        Object.values(db.members).find((member) => member.enterpriseId === row.id)?.mobile ?? '',
      submittedAt: isoCst(row.certSubmittedAt ?? 0),
    }));
  const pendingPayments = Object.values(db.payments)
    .sort((a, b) => a.createdAt - b.createdAt)
    .flatMap(({ method, ...row }) =>
      // A payment without the gateway (payable 0) succeeds at once: never pending.
      row.status === 'pending' && method !== NO_GATEWAY ? [{ ...row, method }] : [],
    )
    .map((row) => ({
      orderNo: row.orderNo,
      paymentNo: row.paymentNo,
      method: row.method,
      amount: row.amount,
      currency: row.currency,
      createdAt: isoCst(row.createdAt),
    }));
  return {
    pendingCertifications,
    pendingPayments,
    pendingInvoices: pendingInvoices(db),
    ...(sms
      ? {
          lastSms: {
            mobile: sms.mobile,
            scene: sms.scene,
            code: sms.code,
            sentAt: isoCst(sms.sentAt),
          },
        }
      : {}),
    ...(captcha
      ? {
          lastCaptcha: {
            captchaKey: captcha.key,
            answer: captcha.answer,
            issuedAt: isoCst(captcha.issuedAt),
          },
        }
      : {}),
    counts,
    settings: db.settings,
  };
}

/** Mock-only developer calls (public: there is nothing to protect in a mock). */
export const handlers = [
  endpoint('get', DevtoolsApi.inspect, ({ query }) =>
    ok(inspect(query.get('mobile') ?? undefined)),
  ),

  endpoint('post', DevtoolsApi.reset, () => {
    resetDb();
    return ok(null);
  }),

  endpoint('post', DevtoolsApi.config, async ({ json }) => reply(applySettings(db, await json()))),

  endpoint('post', DevtoolsApi.expireTokens, ({ now }) =>
    ok({ expired: expireAccessTokens(db, now) }),
  ),

  endpoint('post', DevtoolsApi.certify, async ({ json, now, lang }) => {
    const body = await json();
    const decision = body.decision;
    if (decision !== 'approve' && decision !== 'reject') {
      return fail(BizCode.validation, 'field.invalid', { field: 'decision' });
    }
    const mobile = str(body.mobile).trim();
    const byMobile = Object.values(db.members).find((row) => mobile && row.mobile === mobile);
    const enterpriseId = str(body.enterpriseId).trim() || byMobile?.enterpriseId || '';
    if (!enterpriseId) return fail(BizCode.validation, 'field.required', { field: 'enterpriseId' });
    const reason = str(body.reason);
    const result = reviewCertification(db, { enterpriseId, decision, reason }, now);
    return reply(result, (value) => toEnterprise(value, lang));
  }),

  endpoint('post', DevtoolsApi.account, async ({ json, now }) => {
    const body = { ...(await json()), agreeTerms: true };
    const created = registerMember(db, body, now, { withoutSms: true });
    return reply(created, (member) => ({ memberId: member.id }));
  }),

  endpoint('post', DevtoolsApi.invoice, async ({ json, now }) => {
    const body = await json();
    const decision = body.decision;
    if (decision !== 'issue' && decision !== 'reject') {
      return fail(BizCode.validation, 'field.invalid', { field: 'decision' });
    }
    const id = str(body.id).trim();
    if (!id) return fail(BizCode.validation, 'field.required', { field: 'id' });
    return reply(answerInvoice(db, { id, decision, reason: str(body.reason).trim() }, now));
  }),

  endpoint('get', DevtoolsApi.outbox, ({ query, now }) =>
    ok(outboxOf(db, query.get('memberId')?.trim() || undefined, now)),
  ),

  endpoint('post', DevtoolsApi.payment, async ({ json, now }) => {
    const body = await json();
    const confirmed = confirmPayment(db, str(body.orderNo).trim(), now);
    return reply(confirmed, (value) => toPayment(db, value));
  }),
];
