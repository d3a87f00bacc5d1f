import { toCents } from '@/contract/common/money';
import type { Decimal } from '@/contract/common/trade';

const NUMERALS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const PLACES = ['', '拾', '佰', '仟'] as const;
const SECTIONS = ['', '万', '亿'] as const;

const numeral = (digit: number) => NUMERALS[digit] ?? '';

/** 0–9999 in capitals, one 零 for any run of zeros between digits: 1005 → 壹仟零伍. */
function sectionText(value: number): string {
  let text = '';
  let zero = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(value / 10 ** place) % 10;
    if (digit === 0) {
      zero = text !== '';
      continue;
    }
    if (zero) text += '零';
    text += numeral(digit) + (PLACES[place] ?? '');
    zero = false;
  }
  return text;
}

/** Whole yuan in capitals: 107000 → 壹拾万柒仟, 100005 → 壹拾万零伍, 0 → ''. */
function yuanText(yuan: number): string {
  const sections: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) sections.push(rest % 10_000);
  let text = '';
  let zero = false;
  for (let index = sections.length - 1; index >= 0; index -= 1) {
    const section = sections[index] ?? 0;
    if (section === 0) {
      zero = text !== '';
      continue;
    }
    // A gap before this section (a zero section, or fewer than four digits in it) reads as one 零.
    if (text !== '' && (zero || section < 1000)) text += '零';
    text += sectionText(section) + (SECTIONS[index] ?? '');
    zero = false;
  }
  return text;
}

/**
 * An amount in Chinese capital numerals as invoices and cheques print it (大写): 1234.56 →
 * 壹仟贰佰叁拾肆元伍角陆分; whole yuan end in 整 (100 → 壹佰元整); a zero 角 before 分 is read
 * 零 (1.05 → 壹元零伍分); less than a yuan starts at the 角 or 分 (0.50 → 伍角).
 */
export function capitalAmount(amount: Decimal): string {
  const cents = toCents(amount);
  if (cents === undefined) throw new RangeError(`not an amount: ${amount}`);
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  if (cents === 0) return '零元整';
  const whole = yuan > 0 ? `${yuanText(yuan)}元` : '';
  if (jiao === 0 && fen === 0) return `${whole}整`;
  const jiaoText = jiao > 0 ? `${numeral(jiao)}角` : whole ? '零' : '';
  const fenText = fen > 0 ? `${numeral(fen)}分` : '';
  return whole + jiaoText + fenText;
}
