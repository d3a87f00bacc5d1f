import { DirectoryApi } from '@/contract/directory/paths';
import type {
  EnterpriseDetail,
  EnterpriseQuery,
  EnterpriseSummary,
} from '@/contract/directory/types';
import type { Page } from '@/contract/http';
import { request, type RequestOptions } from '@/lib/request';

/** Enterprises of a directory category, paged. GET /trading/api/enterprise/page */
export function getEnterprisePage(query: EnterpriseQuery, options?: RequestOptions) {
  return request.get<Page<EnterpriseSummary>>(DirectoryApi.page, query, options);
}

/** One enterprise (contact details only for members). GET /trading/api/enterprise/detail */
export function getEnterpriseDetail(id: string, options?: RequestOptions) {
  return request.get<EnterpriseDetail>(DirectoryApi.detail, { id }, options);
}
