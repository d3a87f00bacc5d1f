export {
  getAllDictItems,
  getCountryPage,
  getDictDetail,
  getDictItems,
  getDictPage,
  getProvincePage,
  searchPorts,
} from './api';
export { ReferenceApi } from '@/contract/reference/paths';
export {
  useCountries,
  useDict,
  useProvinces,
  useProvinceSelect,
  useReferenceStatus,
} from './hooks';
export type { LabeledOption, ProvinceOption, ReferenceList, ReferenceStatus } from './hooks';
export { loadReferenceData, loadReferenceDataOnce } from './load';
export { getReferenceState, resetReferenceState } from './store';
export type { LoadState, ReferenceState } from './store';
export type * from '@/contract/reference/types';
