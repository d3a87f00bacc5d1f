import { creditCodeCheckChar } from '@/contract/common/credit-code';
import { normaliseTaxNo, taxNoProblem } from '@/contract/invoice/tax-number';

const first17 = '91310115MA1K4B2X0';
const valid = `${first17}${creditCodeCheckChar(first17) ?? ''}`;
const wrongCheck = `${first17}${valid.endsWith('A') ? 'B' : 'A'}`;

describe('taxNoProblem', () => {
  it('accepts a unified social credit code on both kinds of title, in any case and spacing', () => {
    expect(valid).toHaveLength(18);
    expect(taxNoProblem(valid, 'general')).toBeUndefined();
    expect(taxNoProblem(valid, 'special')).toBeUndefined();
    expect(taxNoProblem(` ${valid.toLowerCase().slice(0, 9)} ${valid.slice(9)}`, 'special')).toBe(
      undefined,
    );
    expect(normaliseTaxNo(` ${valid.toLowerCase()} `)).toBe(valid);
  });

  it('refuses an 18-character number whose check character is wrong', () => {
    expect(taxNoProblem(wrongCheck, 'general')).toBe('checkChar');
  });

  it('accepts the legacy 15-, 17- and 20-character numbers on general titles only', () => {
    for (const legacy of ['310115123456789', '31011512345678901', '31011512345678901234']) {
      expect(taxNoProblem(legacy, 'general')).toBeUndefined();
      expect(taxNoProblem(legacy, 'special')).toBe('legacyOnSpecial');
    }
  });

  it('says when it is missing or of no known length', () => {
    expect(taxNoProblem('  ', 'general')).toBe('required');
    expect(taxNoProblem('3101151234', 'general')).toBe('length');
    expect(taxNoProblem('3101151234567890', 'general')).toBe('length');
    expect(taxNoProblem('31011512345678-01', 'general')).toBe('length');
  });
});
