import { DirectoryApi } from '@/contract/directory/paths';
import type {
  EnterpriseDetail,
  EnterpriseQuery,
  EnterpriseSummary,
} from '@/contract/directory/types';
import type { Page } from '@/contract/http';
import { unchecked } from '@/contract/schema';
import { request, type RequestOptions } from '@/lib/request';

/** Enterprises of a directory category, paged. GET /trading/api/enterprise/page */
export function getEnterprisePage(query: EnterpriseQuery, options?: RequestOptions) {
  return request.get(DirectoryApi.page, unchecked<Page<EnterpriseSummary>>(), query, options);
}

/** One enterprise (contact details only for members). GET /trading/api/enterprise/detail */
export function getEnterpriseDetail(id: string, options?: RequestOptions) {
  return request.get(DirectoryApi.detail, unchecked<EnterpriseDetail>(), { id }, options);
}
