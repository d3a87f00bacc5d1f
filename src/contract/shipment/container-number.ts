/**
 * ISO 6346 container numbers: an owner code of three letters, the category letter (U freight
 * container, J detachable equipment, Z trailer or chassis), a six-digit serial number and the
 * check digit. The check digit is worked out from the first ten characters: each letter has its
 * value (A = 10, then upwards skipping the multiples of 11), each digit its own; each value is
 * weighted by 2 to the power of its position (0 to 9), the sum taken modulo 11 and then modulo 10
 * (a remainder of 10 gives 0). The server and the app's form check a number by this rule alone.
 */

const SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;

/** A = 10, B = 12 … Z = 38: the letters' values, 11, 22 and 33 left out. */
function letterValue(letter: string): number {
  let value = 10;
  for (let code = 'A'.charCodeAt(0); code < letter.charCodeAt(0); code += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
}

/** The number as written for checking: capitals, without spaces, dashes or slashes. */
export function normalizeContainerNo(text: string): string {
  return text.toUpperCase().replace(/[\s\-/]/g, '');
}

/** The check digit of the first ten characters (owner, category, serial), or undefined if malformed. */
export function containerCheckDigit(first10: string): number | undefined {
  if (!/^[A-Z]{3}[UJZ]\d{6}$/.test(first10)) return undefined;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const char = first10.charAt(index);
    const value = index < 4 ? letterValue(char) : Number(char);
    sum += value * 2 ** index;
  }
  return (sum % 11) % 10;
}

/** Why a container number is refused, or undefined when it is well formed and its check digit right. */
export function containerNoProblem(text: string): 'format' | 'checkDigit' | undefined {
  const number = normalizeContainerNo(text);
  if (!SHAPE.test(number)) return 'format';
  return containerCheckDigit(number.slice(0, 10)) === Number(number.charAt(10))
    ? undefined
    : 'checkDigit';
}

export function isValidContainerNo(text: string): boolean {
  return containerNoProblem(text) === undefined;
}
