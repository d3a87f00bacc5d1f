import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

import type { Country, DictItem, Province } from '@/contract/reference/types';
import { isolatedIn } from '@/lib/i18n/direction';
import type { MessageId } from '@/locales/message-id';

import { getReferenceState, subscribeReference, type LoadState } from './store';

export interface LabeledOption {
  label: string;
  value: string;
}

export interface ReferenceList<T> {
  items: T[];
  /** For antd Select: the label in the current locale. */
  options: LabeledOption[];
  /** The label of a value in the current locale; the value itself when unknown. */
  labelOf: (value: string | null | undefined) => string;
}

function useReferenceState() {
  return useSyncExternalStore(subscribeReference, getReferenceState, getReferenceState);
}

function isChinese(locale: string): boolean {
  return locale.toLowerCase().startsWith('zh');
}

/**
 * The app's own label of a code (`codes.<group>.<value>` in the catalogues), or undefined for a code
 * it does not know: labels of known codes are the app's to translate, the server's text is only
 * for the rest.
 */
function useCodeLabel(group: string): (value: string) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (value: string) => {
      const id = `codes.${group}.${value}`;
      // A code's id is built from data, so it is checked against the catalogue before use.
      return id in intl.messages ? intl.formatMessage({ id: id as MessageId }) : undefined;
    },
    [intl, group],
  );
}

function useLabeled<T>(
  known: (value: string) => string | undefined,
  items: T[],
  valueOf: (item: T) => string,
  sentLabel: (item: T, zh: boolean) => string,
): ReferenceList<T> {
  const { locale } = useIntl();
  const zh = isChinese(locale);
  const options = useMemo(
    () =>
      items.map((item) => {
        const value = valueOf(item);
        // The server's text is a name as sent (a carrier, a code the app does not know): isolated.
        return { value, label: known(value) ?? isolatedIn(locale, sentLabel(item, zh)) };
      }),
    [items, valueOf, sentLabel, zh, known, locale],
  );
  const labels = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const label = useCallback(
    (value: string | null | undefined) =>
      value == null ? '' : (known(value) ?? labels.get(value) ?? value),
    [labels, known],
  );
  return { items, options, labelOf: label };
}

const EMPTY: DictItem[] = [];
const dictValue = (item: DictItem) => item.value;
const dictLabel = (item: DictItem, zh: boolean) => (zh ? item.text : item.textEn);
const codeOf = (item: Province | Country) => item.code;
const nameOf = (item: Province | Country, zh: boolean) => (zh ? item.name : item.nameEn);
/** Provinces' labels are `codes.province.<code>`. */
const PROVINCE = 'province';
const noCodeLabel = () => undefined;

/** The items of one dictionary (`useDict('container_type')`), in their sort order. */
export function useDict(code: string): ReferenceList<DictItem> {
  const raw = useReferenceState().dictItems[code] ?? EMPTY;
  const items = useMemo(() => [...raw].sort((a, b) => a.sort - b.sort), [raw]);
  return useLabeled(useCodeLabel(code), items, dictValue, dictLabel);
}

/** Provinces; option values are the GB/T 2260 codes. */
export function useProvinces(): ReferenceList<Province> {
  return useLabeled(useCodeLabel(PROVINCE), useReferenceState().provinces, codeOf, nameOf);
}

/**
 * Countries and regions; option values are ISO 3166-1 alpha-2 codes. No page lists them yet, so
 * the catalogues name none of them: their names are the server's.
 */
export function useCountries(): ReferenceList<Country> {
  return useLabeled(noCodeLabel, useReferenceState().countries, codeOf, nameOf);
}

export interface ReferenceStatus {
  provinces: LoadState;
  countries: LoadState;
  dictItems: LoadState;
  counts: { provinces: number; countries: number; dictionaries: number; dictItems: number };
}

/** Load states and counts of the reference data (the /test page shows them). */
export function useReferenceStatus(): ReferenceStatus {
  const state = useReferenceState();
  return useMemo(() => {
    const lists = Object.values(state.dictItems);
    return {
      ...state.status,
      counts: {
        provinces: state.provinces.length,
        countries: state.countries.length,
        dictionaries: lists.length,
        dictItems: lists.reduce((sum, list) => sum + list.length, 0),
      },
    };
  }, [state]);
}

/** A province to pick: its name in the current locale, found by either language's name or its code. */
export interface ProvinceOption extends LabeledOption {
  search: string;
}

export interface ProvinceSelect {
  options: ProvinceOption[];
  /** antd Select's `showSearch`: matches what was typed against both names and the code. */
  showSearch: { filterOption: (input: string, option?: ProvinceOption) => boolean };
}

const provinceSearch = {
  filterOption: (input: string, option?: ProvinceOption) =>
    option?.search.includes(input.trim().toLowerCase()) ?? false,
};

/**
 * Provinces for a Select (a filter, an enterprise's form): named in the page's language, found by
 * that name, the Chinese or English name or the code.
 */
export function useProvinceSelect(): ProvinceSelect {
  const { items, labelOf } = useProvinces();
  return useMemo(
    () => ({
      options: items.map((province) => {
        const label = labelOf(province.code);
        return {
          value: province.code,
          label,
          search: `${label} ${province.name} ${province.nameEn} ${province.code}`.toLowerCase(),
        };
      }),
      showSearch: provinceSearch,
    }),
    [items, labelOf],
  );
}
