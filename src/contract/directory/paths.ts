/** Paths of the enterprise directory calls (under API_PREFIX). */
export const DirectoryApi = {
  /** GET (EnterpriseQuery): enterprises of a directory category; public. */
  page: '/trading/api/enterprise/page',
  /** GET (id): one enterprise; public, contact details only for members. */
  detail: '/trading/api/enterprise/detail',
} as const;
