/** Paths of the home and landing calls (under API_PREFIX). */
export const HomeApi = {
  /** GET: platform figures; public. */
  overview: '/trading/api/home/overview',
  /** GET: what needs the member's attention; logged in. */
  attention: '/trading/api/home/attention',
} as const;
