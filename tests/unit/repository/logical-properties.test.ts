import { componentSources, styleSheets, withoutComments } from './app-sources';

/**
 * The layout mirrors in Arabic because our styles name the start and end of a line, never its left
 * or right: `margin-inline-start`, `inset-inline-end`, `text-align: start`, antd's `align: 'end'`.
 */

/** Declarations that name a physical side: `margin-left`, `right: 0`, `float: left`, `text-align: right`. */
const PHYSICAL_DECLARATION =
  /(?:^|[\s;{])(?:[a-z-]*-(?:left|right)(?:-[a-z]+)*|left|right)\s*:|:\s*(?:left|right)\s*[;}!]/gm;
/** antd props that name a physical side: a column's `align` or `fixed`, a `placement` written out. */
const PHYSICAL_PROP = /\b(?:align|fixed):\s*'(?:left|right)'|placement="(?:left|right)"/g;

describe('styles name the start and end of a line, not its left or right', () => {
  it('in every style sheet', () => {
    expect(Object.keys(styleSheets).length).toBeGreaterThan(20);
    const found = Object.entries(styleSheets).flatMap(([file, css]) =>
      [...withoutComments(css).matchAll(PHYSICAL_DECLARATION)].map(
        ([match]) => `${file}: ${match.trim()}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('in antd props of every component', () => {
    const found = Object.entries(componentSources).flatMap(([file, source]) =>
      [...source.matchAll(PHYSICAL_PROP)].map(([match]) => `${file}: ${match}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a physical side where one is written', () => {
    const probe = '.a { margin-left: 4px; } .b { right: 0; } .c { text-align: left; }';
    expect(probe.match(PHYSICAL_DECLARATION)).toHaveLength(3);
    expect("{ align: 'right', fixed: 'left' }".match(PHYSICAL_PROP)).toHaveLength(2);
  });
});
