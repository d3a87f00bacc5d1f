/** Paths of the reference-data calls (under API_PREFIX). */
export const ReferenceApi = {
  /** GET (current, name, size): provinces. */
  provinceListAll: '/trading/api/province/listAll',
  /** GET (current, size): countries. */
  countryListAll: '/trading/api/country/listAll',
  /** GET (current, dictCode, dictName, size): dictionaries, paged. */
  dictListDict: '/trading/api/dict/listDict',
  /** GET (dictId): the items of one dictionary. */
  dictSelectItemByDictId: '/trading/api/dict/selectItemByDictId',
  /** GET (id): one dictionary. */
  dictDetailDict: '/trading/api/dict/detailDict',
  /** GET: every dictionary's items, keyed by dictCode; stored as sysAllDictItems. */
  dictListAll: '/trading/api/dict/listAll',
  /** GET (keyword, current, size): ports by UN/LOCODE, Chinese or English name. */
  portSearch: '/trading/api/port/search',
} as const;
