/**
 * Calls that only the mock back end answers (a real back end gives 404, and /test says so).
 * They let developers and tests read the last SMS code and captcha answer, reset the data and
 * shorten token lifetimes.
 */
export const DevtoolsApi = {
  /** GET: mock state (last SMS code, last captcha answer, table counts, settings). */
  inspect: '/trading/mock/inspect',
  /** POST: restore the seeded database. */
  reset: '/trading/mock/reset',
  /** POST { accessTokenTtl?, refreshTokenTtl?, latencyMs? } (seconds, ms). */
  config: '/trading/mock/config',
  /** POST: expire every issued access token now (tests the 4098 path). */
  expireTokens: '/trading/mock/expireTokens',
} as const;
