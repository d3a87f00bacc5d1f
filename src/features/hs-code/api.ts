import { HsCodeApi } from '@/contract/hs-code/paths';
import { HsCodeReplies } from '@/contract/hs-code/replies';
import type { HsQuery } from '@/contract/hs-code/types';
import { request, type RequestOptions } from '@/lib/request';

/** HS codes by prefix or keyword, paged. GET /trading/api/hs/search */
export function searchHsCodes(query: HsQuery, options?: RequestOptions) {
  return request.get(HsCodeApi.search, HsCodeReplies.search, query, options);
}

/** One level of the chapter / heading tree. GET /trading/api/hs/tree */
export function getHsTree(parent?: string, options?: RequestOptions) {
  return request.get(HsCodeApi.tree, HsCodeReplies.tree, parent ? { parent } : undefined, options);
}

/** What the HS data is. GET /trading/api/hs/meta */
export function getHsMeta(options?: RequestOptions) {
  return request.get(HsCodeApi.meta, HsCodeReplies.meta, undefined, options);
}
