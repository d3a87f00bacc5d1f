// @vitest-environment jsdom
// (what is tested is the test DOM's getComputedStyle, which tests/setup-dom.ts wraps)

/** A `<span>` in a `<div class="…">` in the page, under a style sheet of `css`. */
function nested(css: string, outerClass: string) {
  const sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
  const outer = document.createElement('div');
  outer.className = outerClass;
  const inner = document.createElement('span');
  outer.append(inner);
  document.body.append(outer);
  return { outer, inner };
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe("the tests' getComputedStyle", () => {
  it('gives a repeated call the style jsdom keeps, read-only, instead of a copy of it', () => {
    const { inner } = nested('.off { visibility: hidden }', 'off');
    const first = getComputedStyle(inner);
    const again = getComputedStyle(inner);

    expect(again).toBe(first);
    expect(again.visibility).toBe('hidden');
    expect(() => again.setProperty('visibility', 'visible')).toThrow();
    expect(getComputedStyle(inner).visibility).toBe('hidden');
  });

  it('follows a change of the page, and an inherited custom property on the way', () => {
    const { outer, inner } = nested(
      '.off { visibility: hidden; --size: 12px } span { --size: inherit }',
      'off',
    );
    expect(getComputedStyle(inner).visibility).toBe('hidden');
    expect(getComputedStyle(inner).getPropertyValue('--size')).toBe('12px');

    outer.className = '';

    expect(getComputedStyle(inner).visibility).toBe('visible');
    expect(getComputedStyle(inner).getPropertyValue('--size')).toBe('');
  });
});
