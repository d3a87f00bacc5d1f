import { describe, expect, it } from 'vitest';

import {
  classifyHsInput,
  codeFieldValue,
  formatRate,
  groupHsCode,
  normaliseHsInput,
  searchTermOf,
} from '@/features/hs-code/utils/hs-input';

describe('normaliseHsInput', () => {
  it.each([
    ['8517.62', '851762'],
    [' 8517 62 00 00 ', '8517620000'],
    ['8517.6200.00', '8517620000'],
    ['8517\u300062', '851762'],
    ['  手机 ', '手机'],
    ['mobile phone', 'mobile phone'],
    ['8517 phone', '8517 phone'],
  ])('reads %j as %j', (text, expected) => {
    expect(normaliseHsInput(text)).toBe(expected);
  });
});

describe('classifyHsInput', () => {
  it.each([
    ['85', { kind: 'prefix', digits: '85' }],
    ['8517', { kind: 'prefix', digits: '8517' }],
    ['8517.62', { kind: 'prefix', digits: '851762' }],
    ['851762.00', { kind: 'prefix', digits: '85176200' }],
    ['8517 6200 00', { kind: 'prefix', digits: '8517620000' }],
  ])('takes %j as a code prefix', (text, expected) => {
    expect(classifyHsInput(text)).toEqual(expected);
  });

  it.each([
    ['手机', '手机'],
    ['Mobile phones', 'Mobile phones'],
    ['  T恤 ', 'T恤'],
    ['8517 phone', '8517 phone'],
  ])('takes %j as a keyword', (text, keyword) => {
    expect(classifyHsInput(text)).toEqual({ kind: 'keyword', keyword });
  });

  it('cuts a keyword at 50 characters', () => {
    const input = classifyHsInput('a'.repeat(60));
    expect(input).toEqual({ kind: 'keyword', keyword: 'a'.repeat(50) });
  });

  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    [' . ', { kind: 'empty' }],
    ['8', { kind: 'tooShort', digits: '8' }],
    ['8.', { kind: 'tooShort', digits: '8' }],
    ['85176200001', { kind: 'tooLong', digits: '85176200001' }],
    ['8517.6200.0012', { kind: 'tooLong', digits: '851762000012' }],
  ])('refuses %j', (text, expected) => {
    expect(classifyHsInput(text)).toEqual(expected);
    expect(searchTermOf(classifyHsInput(text))).toBeUndefined();
  });

  it('gives the search term of a prefix and of a keyword', () => {
    expect(searchTermOf(classifyHsInput('8517.62'))).toBe('851762');
    expect(searchTermOf(classifyHsInput(' 手机 '))).toBe('手机');
  });
});

describe('codeFieldValue', () => {
  it('drops separators from a code but keeps words as typed', () => {
    expect(codeFieldValue('8517.62 00')).toBe('85176200');
    expect(codeFieldValue('mobile ')).toBe('mobile ');
    expect(codeFieldValue('')).toBe('');
  });
});

describe('groupHsCode', () => {
  it.each([
    ['8517620000', '8517.6200.00'],
    ['85176200', '8517.6200'],
    ['851762', '8517.62'],
    ['8517', '8517'],
    ['85', '85'],
  ])('groups %s as %s', (code, expected) => {
    expect(groupHsCode(code)).toBe(expected);
    expect(groupHsCode(code).replace(/\./g, '')).toBe(code);
  });
});

describe('formatRate', () => {
  it.each([
    ['13', '13%'],
    ['6.5', '6.5%'],
    ['0', '0%'],
    ['8.40', '8.4%'],
    ['10.0', '10%'],
    ['0.1', '0.1%'],
    ['00.5', '0.5%'],
    ['130', '130%'],
  ])('shows %j as %s without arithmetic', (rate, expected) => {
    expect(formatRate(rate)).toBe(expected);
  });

  it.each([[''], [undefined], [null], ['n/a'], ['-1']])('shows %j as a dash', (rate) => {
    expect(formatRate(rate)).toBe('—');
  });
});
