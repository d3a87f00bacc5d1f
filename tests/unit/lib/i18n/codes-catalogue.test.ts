import dicts from '@mock/domains/reference/data/dicts.json';
import provinces from '@mock/domains/reference/data/provinces.json';

import { arEG, enUS, zhCN } from '../../../utils/catalogues';

/** Dictionaries whose items are names (carriers), shown as the server sends them. */
const NAMES = new Set(['carrier']);

type Row = [value: string, text: string, textEn: string, ...rest: string[]];
const known = (dicts as unknown as { code: string; items: Row[] }[]).filter(
  (dict) => !NAMES.has(dict.code),
);

describe('the labels of codes', () => {
  it('name every item of every dictionary the back end knows, and every province, in zh-CN as it does', () => {
    const missing: string[] = [];
    for (const dict of known) {
      for (const [value, text] of dict.items) {
        const id = `codes.${dict.code}.${value}`;
        if ((zhCN as Record<string, string>)[id] !== text) missing.push(id);
      }
    }
    for (const [code, name] of provinces as unknown as Row[]) {
      const id = `codes.province.${code}`;
      if ((zhCN as Record<string, string>)[id] !== name) missing.push(id);
    }
    expect(missing).toEqual([]);
  });

  it('give each code its own Arabic label within its dictionary', () => {
    const repeated = known.filter((dict) => {
      const labels = dict.items.map(
        ([value]) => (arEG as Record<string, string>)[`codes.${dict.code}.${value}`],
      );
      return new Set(labels).size !== labels.length;
    });
    expect(repeated.map((dict) => dict.code)).toEqual([]);
  });

  it('leave carriers, which are names, to the server', () => {
    const ids = Object.keys({ ...zhCN, ...enUS }).filter((id) => id.startsWith('codes.carrier.'));
    expect(ids).toEqual([]);
  });
});
