import {
  containerCheckDigit,
  containerNoProblem,
  isValidContainerNo,
  normalizeContainerNo,
} from '@/contract/shipment/container-number';

describe('ISO 6346 container numbers', () => {
  it.each([
    // The standard's worked example, and numbers under the owner codes of Maersk, MSC, OOCL, APL and Triton.
    'CSQU3054383',
    'MSKU9070323',
    'MSCU1234566',
    'OOLU1234567',
    'APZU4812090',
    'TGBU5731235',
  ])('accepts %s, whose check digit is right', (number) => {
    expect(containerNoProblem(number)).toBeUndefined();
    expect(isValidContainerNo(number)).toBe(true);
  });

  it('works the check digit out of the letters and digits weighted by powers of two', () => {
    // C 13, S 30, Q 28, U 32; 3 0 5 4 3 8: sum 6185, 6185 mod 11 = 3.
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    // A remainder of 10 gives 0.
    expect(containerCheckDigit('APZU481209')).toBe(0);
  });

  it.each([
    ['CSQU3054384', 'checkDigit'],
    ['MSKU9070320', 'checkDigit'],
    // Two digits swapped: the weights catch it.
    ['CSQU3045383', 'checkDigit'],
    ['CSQ3054383', 'format'],
    ['CSQX3054383', 'format'],
    ['CSQU305438', 'format'],
    ['1SQU3054383', 'format'],
    ['', 'format'],
  ])('refuses %s (%s)', (number, problem) => {
    expect(containerNoProblem(number)).toBe(problem);
    expect(isValidContainerNo(number)).toBe(false);
  });

  it('reads a number written with spaces, dashes, a slash or in small letters', () => {
    expect(normalizeContainerNo('csqu 305438-3')).toBe('CSQU3054383');
    expect(isValidContainerNo('MSKU 907032/3')).toBe(true);
    expect(isValidContainerNo('mscu1234566')).toBe(true);
  });
});
