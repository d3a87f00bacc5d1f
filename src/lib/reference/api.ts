import type { Page } from '@/contract/http';
import { ReferenceApi } from '@/contract/reference/paths';
import type {
  Country,
  Dict,
  DictItem,
  DictItemsByCode,
  DictQuery,
  Port,
  PortQuery,
  Province,
  ProvinceQuery,
} from '@/contract/reference/types';
import { request, type RequestOptions } from '@/lib/request';

/** Provinces, paged; `name` filters. GET /trading/api/province/listAll */
export function getProvincePage(query: ProvinceQuery = {}, options?: RequestOptions) {
  return request.get<Page<Province>>(ReferenceApi.provinceListAll, query, options);
}

/** Countries and regions, paged. GET /trading/api/country/listAll */
export function getCountryPage(
  query: { current?: number; size?: number } = {},
  options?: RequestOptions,
) {
  return request.get<Page<Country>>(ReferenceApi.countryListAll, query, options);
}

/** Dictionaries, paged; filtered by code or name. GET /trading/api/dict/listDict */
export function getDictPage(query: DictQuery = {}, options?: RequestOptions) {
  return request.get<Page<Dict>>(ReferenceApi.dictListDict, query, options);
}

/** The items of one dictionary. GET /trading/api/dict/selectItemByDictId */
export function getDictItems(dictId: string, options?: RequestOptions) {
  return request.get<DictItem[]>(ReferenceApi.dictSelectItemByDictId, { dictId }, options);
}

/** One dictionary. GET /trading/api/dict/detailDict */
export function getDictDetail(id: string, options?: RequestOptions) {
  return request.get<Dict>(ReferenceApi.dictDetailDict, { id }, options);
}

/** Every dictionary's items, keyed by dictCode. GET /trading/api/dict/listAll */
export function getAllDictItems(options?: RequestOptions) {
  return request.get<DictItemsByCode>(ReferenceApi.dictListAll, undefined, options);
}

/** Ports by UN/LOCODE, Chinese or English name, paged. GET /trading/api/port/search */
export function searchPorts(query: PortQuery = {}, options?: RequestOptions) {
  return request.get<Page<Port>>(ReferenceApi.portSearch, query, options);
}
