/** The shortest and longest code prefix the search takes. */
export const HS_PREFIX_MIN = 2;
export const HS_PREFIX_MAX = 10;
/** Longest keyword the box takes. */
export const HS_KEYWORD_MAX = 50;

/**
 * What the search box holds: a code prefix (digits, dots and spaces as people copy them from a
 * tariff), a keyword (anything else), or something the search cannot take.
 */
export type HsInput =
  | { kind: 'prefix'; digits: string }
  | { kind: 'keyword'; keyword: string }
  | { kind: 'empty' }
  | { kind: 'tooShort'; digits: string }
  | { kind: 'tooLong'; digits: string };

/** Dots, spaces (also full-width) and hyphens people copy with a code. */
const SEPARATORS = /[\s.\u3000\-·。]/g;

/** '8517.62' → '851762', ' 8517 62 00 ' → '85176200'; anything else is returned trimmed. */
export function normaliseHsInput(text: string): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(SEPARATORS, '');
  return /^\d*$/.test(digits) ? digits : trimmed;
}

/** Reads what is typed: digits only (after dropping separators) are a prefix of 2–10 digits. */
export function classifyHsInput(text: string): HsInput {
  const value = normaliseHsInput(text);
  if (!value) return { kind: 'empty' };
  if (!/^\d+$/.test(value)) return { kind: 'keyword', keyword: value.slice(0, HS_KEYWORD_MAX) };
  if (value.length < HS_PREFIX_MIN) return { kind: 'tooShort', digits: value };
  if (value.length > HS_PREFIX_MAX) return { kind: 'tooLong', digits: value };
  return { kind: 'prefix', digits: value };
}

/** The search term sent to hs/search, or undefined when the input cannot be searched. */
export function searchTermOf(input: HsInput): string | undefined {
  if (input.kind === 'prefix') return input.digits;
  if (input.kind === 'keyword') return input.keyword;
  return undefined;
}

/**
 * A code grouped for reading as the tariff prints it: '8517620000' → '8517.6200.00', '851762' →
 * '8517.62', '85' → '85'. Copying uses the plain digits.
 */
export function groupHsCode(code: string): string {
  const head = code.slice(0, 4);
  const middle = code.slice(4, 8);
  const tail = code.slice(8);
  return [head, middle, tail].filter(Boolean).join('.');
}

/**
 * A published rate ('6.5', '13', '0', '') as a percentage for display, without arithmetic: a
 * decimal string as it is, '—' when the data has no rate.
 */
export function formatRate(rate: string | null | undefined): string {
  const value = rate?.trim() ?? '';
  if (!/^\d+(\.\d+)?$/.test(value)) return '—';
  // '6.50' → '6.5', '13.0' → '13': trailing zeros of the decimals only.
  const shown = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return `${shown.replace(/^0+(?=\d)/, '')}%`;
}

/**
 * What a code field keeps while the member types: a code's digits without separators ('8517.62'
 * → '851762'), or the text as typed when it is words (spaces between words kept).
 */
export function codeFieldValue(text: string): string {
  const digits = text.replace(SEPARATORS, '');
  return /^\d*$/.test(digits) ? digits : text;
}
