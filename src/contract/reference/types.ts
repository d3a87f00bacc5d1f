import * as v from 'valibot';

import type { PageQuery } from '@/contract/http';
import { bilingualName, entityId, filled, integer, optional, text } from '@/contract/schema';
import type { Infer } from '@/contract/schema';

export const ProvinceSchema = v.object({
  id: entityId,
  /** GB/T 2260 code, e.g. '310000'. */
  code: filled,
  ...bilingualName,
});
export type Province = Infer<typeof ProvinceSchema>;

export const CountrySchema = v.object({
  id: entityId,
  /** ISO 3166-1 alpha-2. */
  code: filled,
  /** ISO 3166-1 alpha-3. */
  code3: filled,
  ...bilingualName,
});
export type Country = Infer<typeof CountrySchema>;

export const DictSchema = v.object({
  id: entityId,
  dictId: entityId,
  dictCode: filled,
  dictName: filled,
  dictNameEn: filled,
  description: optional(text),
});
export type Dict = Infer<typeof DictSchema>;

export const DictItemSchema = v.object({
  id: entityId,
  dictId: entityId,
  value: filled,
  /** Chinese label. */
  text: filled,
  textEn: filled,
  /** antd Tag colour for status-like dictionaries. */
  color: optional(text),
  sort: integer,
});
export type DictItem = Infer<typeof DictItemSchema>;

/** GET dict/listAll, result; kept in storage as sysAllDictItems. */
export const DictItemsByCodeSchema = v.record(filled, v.array(DictItemSchema));
export type DictItemsByCode = Infer<typeof DictItemsByCodeSchema>;

export const PortSchema = v.object({
  /** UN/LOCODE, e.g. 'CNSHA'. */
  code: filled,
  ...bilingualName,
  /** ISO 3166-1 alpha-2. */
  countryCode: filled,
  /** Trade region, e.g. 'east-asia', 'north-europe'. */
  region: filled,
});
export type Port = Infer<typeof PortSchema>;

export interface ProvinceQuery extends PageQuery {
  name?: string;
}

export interface DictQuery extends PageQuery {
  dictCode?: string;
  dictName?: string;
}

export interface PortQuery extends PageQuery {
  keyword?: string;
}
