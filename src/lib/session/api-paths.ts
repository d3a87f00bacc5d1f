/** Paths of the session's own calls (under API_PREFIX). The mock imports the same constants. */
export const SessionApi = {
  /** GET: the logged-in member. */
  currentUser: '/trading/api/member/currentUser',
  /** POST: password login (features/auth) and token refresh (grantType 'refresh'). */
  token: '/trading/oauth/token',
  /** GET: ends the session on the server. */
  logout: '/trading/oauth/logout',
} as const;
