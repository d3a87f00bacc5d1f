export interface Province {
  id: string;
  /** GB/T 2260 code, e.g. '310000'. */
  code: string;
  name: string;
  nameEn: string;
}

export interface Country {
  id: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** ISO 3166-1 alpha-3. */
  code3: string;
  name: string;
  nameEn: string;
}

export interface Dict {
  id: string;
  dictId: string;
  dictCode: string;
  dictName: string;
  dictNameEn: string;
  description?: string;
}

export interface DictItem {
  id: string;
  dictId: string;
  value: string;
  /** Chinese label. */
  text: string;
  textEn: string;
  /** antd Tag colour for status-like dictionaries. */
  color?: string;
  sort: number;
}

/** GET dict/listAll, result; kept in storage as sysAllDictItems. */
export type DictItemsByCode = Record<string, DictItem[]>;

export interface Port {
  /** UN/LOCODE, e.g. 'CNSHA'. */
  code: string;
  name: string;
  nameEn: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** Trade region, e.g. 'east-asia', 'north-europe'. */
  region: string;
}

export interface ProvinceQuery {
  current?: number;
  size?: number;
  name?: string;
}

export interface DictQuery {
  current?: number;
  size?: number;
  dictCode?: string;
  dictName?: string;
}

export interface PortQuery {
  keyword?: string;
  current?: number;
  size?: number;
}
