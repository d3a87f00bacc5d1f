import { charCount, cutToChars } from '@/contract/common/text-length';

// A rare character of Unicode's extension B (𠀾) is two UTF-16 units and one character.
const RARE = '𠀾';

describe('charCount', () => {
  it.each<[string, number]>([
    ['', 0],
    ['上海港', 3],
    [RARE, 1],
    [`${RARE}氏贸易有限公司`, 8],
    ['Co., Ltd.', 9],
    ['👍🏽', 2],
  ])('counts %j as %i characters', (text, count) => {
    expect(charCount(text)).toBe(count);
  });
});

describe('cutToChars', () => {
  it('keeps a text within the limit as it is', () => {
    expect(cutToChars(`${RARE}记`, 2)).toBe(`${RARE}记`);
  });

  it('cuts after whole characters, never inside a rare one', () => {
    expect(cutToChars(`记${RARE}${RARE}`, 2)).toBe(`记${RARE}`);
    expect(cutToChars(`记${RARE}`, 1)).toBe('记');
  });
});
