import { DevtoolsApi } from '@/contract/devtools/paths';
import { DevtoolsReplies } from '@/contract/devtools/replies';
import type {
  MockCertifyBody,
  MockInvoiceBody,
  MockPaymentBody,
  MockSettings,
} from '@/contract/devtools/types';
import { request } from '@/lib/request';
import type { RequestOptions } from '@/lib/request';

const silent: RequestOptions = { skipErrorToast: true, skipLoginRedirect: true, noToken: true };

/** The mock's state: last SMS code, last captcha answer, counts, settings. GET /trading/mock/inspect */
export function getMockInspect(options?: RequestOptions) {
  return request.get(DevtoolsApi.inspect, DevtoolsReplies.inspect, undefined, {
    ...silent,
    ...options,
  });
}

/** Restores the seeded mock database. POST /trading/mock/reset */
export function resetMock(options?: RequestOptions) {
  return request.post(DevtoolsApi.reset, DevtoolsReplies.reset, undefined, {
    ...silent,
    ...options,
  });
}

/** Changes token lifetimes or latency. POST /trading/mock/config */
export function setMockConfig(body: Partial<MockSettings>, options?: RequestOptions) {
  return request.post(DevtoolsApi.config, DevtoolsReplies.config, body, {
    ...silent,
    ...options,
  });
}

/** Expires every access token now, to try the 4098 path. POST /trading/mock/expireTokens */
export function expireMockTokens(options?: RequestOptions) {
  return request.post(DevtoolsApi.expireTokens, DevtoolsReplies.expireTokens, undefined, {
    ...silent,
    ...options,
  });
}

/** Approves or rejects a pending certification. POST /trading/mock/certify */
export function certifyMock(body: MockCertifyBody, options?: RequestOptions) {
  return request.post(DevtoolsApi.certify, DevtoolsReplies.certify, body, {
    ...silent,
    ...options,
  });
}

/** The simulated gateway confirms the order's pending payment now. POST /trading/mock/payment */
export function confirmMockPayment(body: MockPaymentBody, options?: RequestOptions) {
  return request.post(DevtoolsApi.payment, DevtoolsReplies.payment, body, {
    ...silent,
    ...options,
  });
}

/** The payee issues or rejects a pending invoice application now. POST /trading/mock/invoice */
export function answerMockInvoice(body: MockInvoiceBody, options?: RequestOptions) {
  return request.post(DevtoolsApi.invoice, DevtoolsReplies.invoice, body, {
    ...silent,
    ...options,
  });
}

/** The e-mails and SMS notifications would have sent, newest first. GET /trading/mock/outbox */
export function getMockOutbox(options?: RequestOptions) {
  return request.get(DevtoolsApi.outbox, DevtoolsReplies.outbox, undefined, {
    ...silent,
    ...options,
  });
}
