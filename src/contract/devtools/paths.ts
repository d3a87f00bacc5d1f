/**
 * Calls that only the mock back end answers (a real back end gives 404, and /test says so).
 * They let developers and tests read the last SMS code and captcha answer, reset the data,
 * shorten token lifetimes, decide certifications, confirm payments, answer invoice applications and show what notifications would have sent.
 */
export const DevtoolsApi = {
  /** GET (query mobile optional): mock state (last SMS code, of that number when given; last captcha answer; counts; settings). */
  inspect: '/trading/mock/inspect',
  /** POST: restore the seeded database. */
  reset: '/trading/mock/reset',
  /** POST MockConfigBody: token lifetimes (s) and latency (ms); returns MockSettings. */
  config: '/trading/mock/config',
  /** POST: expire every issued access token now (tests the 4098 path). */
  expireTokens: '/trading/mock/expireTokens',
  /** POST MockCertifyBody: approve or reject a pending enterprise certification. */
  certify: '/trading/mock/certify',
  /** POST MockPaymentBody: the simulated gateway confirms the order's pending payment now. */
  payment: '/trading/mock/payment',
  /** POST MockInvoiceBody: the payee issues or rejects a pending invoice application now. */
  invoice: '/trading/mock/invoice',
  /** POST MockAccountBody: registers an account as `register` does, without captcha or SMS code. */
  account: '/trading/mock/account',
  /** GET (query memberId optional): the e-mails and SMS notifications would have sent, newest first → MockOutboxEntry[]. */
  outbox: '/trading/mock/outbox',
} as const;
