import { dictItems, dicts } from '../reference/data-dicts';

/** The values of the dictionary `code` (e.g. the carriers' codes). */
export function dictValues(code: string): string[] {
  const dict = dicts.find((item) => item.dictCode === code);
  return dict ? dictItems.filter((item) => item.dictId === dict.id).map((item) => item.value) : [];
}
