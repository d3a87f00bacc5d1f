import { request, type RequestOptions } from '@/lib/request';
import type { Page } from '@/types/api';

import { EnterpriseApi } from './api-paths';

import type { EnterpriseDetail, EnterpriseQuery, EnterpriseSummary } from './types';

/** Enterprises of a directory category, paged. GET /trading/api/enterprise/page */
export function getEnterprisePage(query: EnterpriseQuery, options?: RequestOptions) {
  return request.get<Page<EnterpriseSummary>>(EnterpriseApi.page, query, options);
}

/** One enterprise (contact details only for members). GET /trading/api/enterprise/detail */
export function getEnterpriseDetail(id: string, options?: RequestOptions) {
  return request.get<EnterpriseDetail>(EnterpriseApi.detail, { id }, options);
}
