import * as v from 'valibot';

import { pageOf, type RepliesOf } from '@/contract/schema';

import {
  CountrySchema,
  DictItemSchema,
  DictItemsByCodeSchema,
  DictSchema,
  PortSchema,
  ProvinceSchema,
} from './types';

import type { ReferenceApi } from './paths';

/** The reply of each reference-data call, by its key in ReferenceApi. */
export const ReferenceReplies = {
  provinceListAll: pageOf(ProvinceSchema),
  countryListAll: pageOf(CountrySchema),
  dictListDict: pageOf(DictSchema),
  dictSelectItemByDictId: v.array(DictItemSchema),
  dictDetailDict: DictSchema,
  dictListAll: DictItemsByCodeSchema,
  portSearch: pageOf(PortSchema),
} as const satisfies RepliesOf<typeof ReferenceApi>;
