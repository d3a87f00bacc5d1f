import type { ParamValue } from '../../core/messages';

/** The HS look-up's reply messages (registered with the domain). */
export const hsCodeMessages = {
  'hs.prefixLength': {
    zh: 'HS 编码须为 2 到 10 位数字',
    en: 'An HS code must have 2 to 10 digits.',
  },
  'hs.parentInvalid': {
    zh: '上级编码须为 2 位章号或 4 位品目号',
    en: 'The parent must be a 2-digit chapter or a 4-digit heading.',
  },
} as const;

/** How the HS calls name their fields in replies (passed as the `label` parameter). */
export const HS_LABELS = {
  keyword: { zh: '关键词', en: 'keyword' },
  parent: { zh: '上级编码', en: 'parent code' },
} as const satisfies Record<string, ParamValue>;
