import {
  creditCodeCheckChar,
  isMobile,
  isValidCreditCode,
  isValidPassword,
  passwordStrength,
} from '@/contract/common/validators';

describe('mainland mobile number', () => {
  it.each(['13800000001', '19912345678', '16612345678'])('accepts %s', (mobile) => {
    expect(isMobile(mobile)).toBe(true);
  });

  it.each(['12800000001', '1380000000', '138000000011', '+8613800000001', '1380000000a', ''])(
    'refuses %j',
    (mobile) => {
      expect(isMobile(mobile)).toBe(false);
    },
  );
});

describe('password strength', () => {
  it.each([
    ['abcd1234', 'weak'],
    ['Abcd1234', 'medium'],
    ['abcd1234efgh', 'medium'],
    ['Abcd1234!', 'strong'],
    ['Abcd1234efgh', 'strong'],
    ['abcdefgh', 'weak'],
  ] as const)('rates %j as %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe('password rule', () => {
  it.each(['Trade2026', 'abcd1234', 'A1!@#$%^', 'x1'.repeat(10)])('accepts %j', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it.each(['Trade20', 'abcdefgh', '12345678', 'x1'.repeat(10) + 'y', 'Trade 2026', '密码abc12345'])(
    'refuses %j',
    (password) => {
      expect(isValidPassword(password)).toBe(false);
    },
  );
});

describe('unified social credit code', () => {
  it.each(['91350100M000100Y43', '91110000600037341L', '911100007109288314'])(
    'accepts the published code %s',
    (code) => {
      expect(isValidCreditCode(code)).toBe(true);
    },
  );

  it('computes the check character over the first 17 characters', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91110000600037341')).toBe('L');
    expect(creditCodeCheckChar('9135010OM000100Y4')).toBeUndefined();
  });

  it.each([
    ['91350100M000100Y44', 'wrong check character'],
    ['91350100M000100Y4', 'too short'],
    ['91350100M0001O0Y43', 'letter O'],
    ['9135A100M000100Y43', 'letter in the division code'],
  ])('refuses %s (%s)', (code) => {
    expect(isValidCreditCode(code)).toBe(false);
  });
});
