import { ReferenceApi } from '@/contract/reference/paths';
import { ReferenceReplies } from '@/contract/reference/replies';
import type { DictQuery, PortQuery, ProvinceQuery } from '@/contract/reference/types';
import { request, type RequestOptions } from '@/lib/request';

/** Provinces, paged; `name` filters. GET /trading/api/province/listAll */
export function getProvincePage(query: ProvinceQuery = {}, options?: RequestOptions) {
  return request.get(
    ReferenceApi.provinceListAll,
    ReferenceReplies.provinceListAll,
    query,
    options,
  );
}

/** Countries and regions, paged. GET /trading/api/country/listAll */
export function getCountryPage(
  query: { current?: number; size?: number } = {},
  options?: RequestOptions,
) {
  return request.get(ReferenceApi.countryListAll, ReferenceReplies.countryListAll, query, options);
}

/** Dictionaries, paged; filtered by code or name. GET /trading/api/dict/listDict */
export function getDictPage(query: DictQuery = {}, options?: RequestOptions) {
  return request.get(ReferenceApi.dictListDict, ReferenceReplies.dictListDict, query, options);
}

/** The items of one dictionary. GET /trading/api/dict/selectItemByDictId */
export function getDictItems(dictId: string, options?: RequestOptions) {
  return request.get(
    ReferenceApi.dictSelectItemByDictId,
    ReferenceReplies.dictSelectItemByDictId,
    { dictId },
    options,
  );
}

/** One dictionary. GET /trading/api/dict/detailDict */
export function getDictDetail(id: string, options?: RequestOptions) {
  return request.get(ReferenceApi.dictDetailDict, ReferenceReplies.dictDetailDict, { id }, options);
}

/** Every dictionary's items, keyed by dictCode. GET /trading/api/dict/listAll */
export function getAllDictItems(options?: RequestOptions) {
  return request.get(ReferenceApi.dictListAll, ReferenceReplies.dictListAll, undefined, options);
}

/** Ports by UN/LOCODE, Chinese or English name, paged. GET /trading/api/port/search */
export function searchPorts(query: PortQuery = {}, options?: RequestOptions) {
  return request.get(ReferenceApi.portSearch, ReferenceReplies.portSearch, query, options);
}
