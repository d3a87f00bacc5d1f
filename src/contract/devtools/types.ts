import * as v from 'valibot';

import { InvoiceApplicationSchema } from '@/contract/invoice/types';
import { EnterpriseSchema, type RegisterBody } from '@/contract/member/types';
import { NOTIFICATION_CHANNELS } from '@/contract/notification/types';
import { PAYMENT_METHODS, PaymentSchema } from '@/contract/order/types';
import { count, entityId, filled, isoDateTime, optional } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

export const PendingCertificationSchema = v.object({
  enterpriseId: entityId,
  name: filled,
  /** The mobile of the enterprise's member. */
  mobile: filled,
  submittedAt: isoDateTime,
});
export type PendingCertification = Infer<typeof PendingCertificationSchema>;

/** A payment the simulated gateway has not confirmed: the payment's own fields, with its order. */
export const PendingPaymentSchema = v.object({
  orderNo: filled,
  ...v.pick(PaymentSchema, ['paymentNo', 'amount', 'currency', 'createdAt']).entries,
  /** Through the gateway: a pending payment is never NO_GATEWAY. */
  method: v.picklist(PAYMENT_METHODS),
});
export type PendingPayment = Infer<typeof PendingPaymentSchema>;

/** An invoice application no payee has answered yet: its own fields, with the parties by name. */
export const PendingInvoiceSchema = v.object({
  ...v.pick(InvoiceApplicationSchema, ['id', 'amount', 'currency', 'createdAt']).entries,
  /** The payer's and the payee's enterprise names. */
  payer: filled,
  payee: filled,
  /** Its orders (the application's lines). */
  orders: count,
});
export type PendingInvoice = Infer<typeof PendingInvoiceSchema>;

export const MockSettingsSchema = v.object({
  /** Seconds. */
  accessTokenTtl: count,
  refreshTokenTtl: count,
  /** Added to every reply, in ms ([min, max]). */
  latencyMs: v.tuple([count, count]),
  /** Seconds until a submitted certification is decided automatically; 0: only from /test. */
  certReviewSeconds: count,
  /** Seconds until a started payment succeeds by itself; 0: only when confirmed (POST payment). */
  paymentSeconds: count,
});
export type MockSettings = Infer<typeof MockSettingsSchema>;

export const MockInspectResultSchema = v.object({
  lastSms: optional(v.object({ mobile: filled, scene: filled, code: filled, sentAt: isoDateTime })),
  lastCaptcha: optional(v.object({ captchaKey: filled, answer: filled, issuedAt: isoDateTime })),
  /** Enterprises waiting for a certification decision, oldest first. */
  pendingCertifications: v.array(PendingCertificationSchema),
  /** Payments the simulated gateway has not confirmed yet, oldest first (absent from older mocks). */
  pendingPayments: optional(v.array(PendingPaymentSchema)),
  /** Invoice applications no payee has answered yet, oldest first (absent from older mocks). */
  pendingInvoices: optional(v.array(PendingInvoiceSchema)),
  /** Rows per table (members, enterprises, captchas, …) and reference data (provinces, ports, …). */
  counts: v.record(filled, count),
  settings: MockSettingsSchema,
});
export type MockInspectResult = Infer<typeof MockInspectResultSchema>;

/** POST config, body: any subset of the settings; `latencyMs` as [min, max] or one number. */
export interface MockConfigBody extends Partial<Omit<MockSettings, 'latencyMs'>> {
  latencyMs?: [number, number] | number;
}

/** POST account, body: what `register` takes but the SMS code; answers the new member's id. */
export type MockAccountBody = Pick<
  RegisterBody,
  'userType' | 'mobile' | 'password' | 'companyName'
>;

/** POST payment, body: the order whose pending payment the gateway confirms (4009 when none). */
export interface MockPaymentBody {
  orderNo: string;
}

/** POST invoice, body: the application, and the payee's answer (a reason for a rejection). */
export interface MockInvoiceBody {
  id: string;
  decision: 'issue' | 'reject';
  /** Shown to the payer when rejected; a standard reason is used when empty. */
  reason?: string;
}

/** Where an application answered from /test stands. */
export const MOCK_INVOICE_STATUSES = ['issued', 'rejected'] as const;

/** POST invoice, result: where the application stands now. */
export const MockInvoiceResultSchema = v.object({
  id: entityId,
  status: v.picklist(MOCK_INVOICE_STATUSES),
  invoiceNo: optional(filled),
});
export type MockInvoiceResult = Infer<typeof MockInvoiceResultSchema>;

/** POST expireTokens, result. */
export const MockExpireTokensResultSchema = v.object({
  /** Access tokens that were live and are now expired. */
  expired: count,
});
export type MockExpireTokensResult = Infer<typeof MockExpireTokensResultSchema>;

/** POST certify, body: the enterprise by id, or by its member's mobile number. */
export interface MockCertifyBody {
  enterpriseId?: string;
  mobile?: string;
  decision: 'approve' | 'reject';
  /** Shown to the member when rejected; a standard reason is used when empty. */
  reason?: string;
}

/** POST certify, result: the enterprise as the member calls return it (the fields that matter here). */
export const MockCertifyResultSchema = v.pick(EnterpriseSchema, [
  'id',
  'name',
  'certStatus',
  'certRejectReason',
]);
export type MockCertifyResult = Infer<typeof MockCertifyResultSchema>;

/** An e-mail or SMS a notification would have sent (the mock sends nothing). */
export const MockOutboxEntrySchema = v.object({
  id: entityId,
  channel: v.picklist(NOTIFICATION_CHANNELS),
  /** The member's e-mail address or mobile number. */
  to: filled,
  memberId: entityId,
  /** The notification's kind. */
  kind: filled,
  /** The text, in the member's chosen language. */
  text: filled,
  /** When it was (or, held by quiet hours, will be) sent: ISO 8601 with offset. */
  sendAt: isoDateTime,
  /** true while quiet hours hold an SMS back. */
  held: v.boolean(),
});
export type MockOutboxEntry = Infer<typeof MockOutboxEntrySchema>;
