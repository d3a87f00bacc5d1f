import { DirectoryApi } from '@/contract/directory/paths';
import { DirectoryReplies } from '@/contract/directory/replies';
import type { EnterpriseQuery } from '@/contract/directory/types';
import { request, type RequestOptions } from '@/lib/request';

/** Enterprises of a directory category, paged. GET /trading/api/enterprise/page */
export function getEnterprisePage(query: EnterpriseQuery, options?: RequestOptions) {
  return request.get(DirectoryApi.page, DirectoryReplies.page, query, options);
}

/** One enterprise (contact details only for members). GET /trading/api/enterprise/detail */
export function getEnterpriseDetail(id: string, options?: RequestOptions) {
  return request.get(DirectoryApi.detail, DirectoryReplies.detail, { id }, options);
}
