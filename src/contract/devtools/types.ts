import type { CertStatus, UserType } from '@/contract/common/user';

export interface MockInspectResult {
  lastSms?: { mobile: string; scene: string; code: string; sentAt: string };
  lastCaptcha?: { captchaKey: string; answer: string; issuedAt: string };
  /** Enterprises waiting for a certification decision, oldest first. */
  pendingCertifications: PendingCertification[];
  /** Payments the simulated gateway has not confirmed yet, oldest first (absent from older mocks). */
  pendingPayments?: PendingPayment[];
  /** Invoice applications no payee has answered yet, oldest first (absent from older mocks). */
  pendingInvoices?: PendingInvoice[];
  /** Rows per table (members, enterprises, captchas, …) and reference data (provinces, ports, …). */
  counts: Record<string, number>;
  settings: MockSettings;
}

export interface PendingCertification {
  enterpriseId: string;
  name: string;
  /** The mobile of the enterprise's member. */
  mobile: string;
  /** ISO 8601 with offset. */
  submittedAt: string;
}

export interface PendingPayment {
  orderNo: string;
  paymentNo: string;
  method: 'wechat' | 'alipay' | 'bank_transfer';
  amount: string;
  currency: string;
  /** ISO 8601 with offset. */
  createdAt: string;
}

export interface PendingInvoice {
  id: string;
  /** The payer's and the payee's enterprise names. */
  payer: string;
  payee: string;
  /** Tax included, in `currency`. */
  amount: string;
  currency: string;
  orders: number;
  /** ISO 8601 with offset. */
  createdAt: string;
}

export interface MockSettings {
  /** Seconds. */
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Added to every reply, in ms ([min, max]). */
  latencyMs: [number, number];
  /** Seconds until a submitted certification is decided automatically; 0: only from /test. */
  certReviewSeconds: number;
  /** Seconds until a started payment succeeds by itself; 0: only when confirmed (POST payment). */
  paymentSeconds: number;
}

/** POST config, body: any subset; `latencyMs` as [min, max] or one number. */
export interface MockConfigBody {
  accessTokenTtl?: number;
  refreshTokenTtl?: number;
  latencyMs?: [number, number] | number;
  certReviewSeconds?: number;
  paymentSeconds?: number;
}

/** POST account, body: what `register` takes but the SMS code; answers the new member's id. */
export interface MockAccountBody {
  userType: UserType;
  mobile: string;
  password: string;
  companyName: string;
}

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

/** POST invoice, result: where the application stands now. */
export interface MockInvoiceResult {
  id: string;
  status: 'issued' | 'rejected';
  invoiceNo?: string;
}

/** POST expireTokens, result. */
export interface MockExpireTokensResult {
  /** Access tokens that were live and are now expired. */
  expired: number;
}

/** POST certify, body: the enterprise by id, or by its member's mobile number. */
export interface MockCertifyBody {
  enterpriseId?: string;
  mobile?: string;
  decision: 'approve' | 'reject';
  /** Shown to the member when rejected; a standard reason is used when empty. */
  reason?: string;
}

/** POST certify, result: the enterprise as the member calls return it (the fields that matter here). */
export interface MockCertifyResult {
  id: string;
  name: string;
  certStatus: CertStatus;
  certRejectReason?: string;
}

/** An e-mail or SMS a notification would have sent (the mock sends nothing). */
export interface MockOutboxEntry {
  id: string;
  channel: 'email' | 'sms';
  /** The member's e-mail address or mobile number. */
  to: string;
  memberId: string;
  /** The notification's kind. */
  kind: string;
  /** The text, in the member's chosen language. */
  text: string;
  /** When it was (or, held by quiet hours, will be) sent: ISO 8601 with offset. */
  sendAt: string;
  /** true while quiet hours hold an SMS back. */
  held: boolean;
}
