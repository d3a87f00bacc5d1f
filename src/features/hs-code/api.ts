import { HsCodeApi } from '@/contract/hs-code/paths';
import type { HsCode, HsMeta, HsNode, HsQuery } from '@/contract/hs-code/types';
import type { Page } from '@/contract/http';
import { unchecked } from '@/contract/schema';
import { request, type RequestOptions } from '@/lib/request';

/** HS codes by prefix or keyword, paged. GET /trading/api/hs/search */
export function searchHsCodes(query: HsQuery, options?: RequestOptions) {
  return request.get(HsCodeApi.search, unchecked<Page<HsCode>>(), query, options);
}

/** One level of the chapter / heading tree. GET /trading/api/hs/tree */
export function getHsTree(parent?: string, options?: RequestOptions) {
  return request.get(
    HsCodeApi.tree,
    unchecked<HsNode[]>(),
    parent ? { parent } : undefined,
    options,
  );
}

/** What the HS data is. GET /trading/api/hs/meta */
export function getHsMeta(options?: RequestOptions) {
  return request.get(HsCodeApi.meta, unchecked<HsMeta>(), undefined, options);
}
