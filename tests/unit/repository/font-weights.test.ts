import { componentSources, styleSheets, withoutComments } from './app-sources';

/**
 * The app's text takes two weights, regular and antd's strong one (600): each further weight is a
 * font the browser sets up within the first render that shows it, and looks like one of the two
 * on Windows and Linux, whose Chinese fonts come in regular and bold only.
 */

const WEIGHT_DECLARATION = /font-weight\s*:\s*([^;}]+)/g;
const WEIGHT_PROP = /fontWeight:\s*([^,}\n]+)/g;
/** Regular, the strong weight, or what the element around has. */
const ALLOWED = /^(?:400|normal|600|var\(--ant-font-weight-strong(?:, 600)?\)|inherit)$/;

function weightsOtherThanTwo(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)]
    .map(([, value]) => (value ?? '').trim().replace(/^['"]|['"]$/g, ''))
    .filter((value) => !ALLOWED.test(value));
}

describe('text takes the regular or the strong weight', () => {
  it('in every style sheet', () => {
    expect(Object.keys(styleSheets).length).toBeGreaterThan(20);
    const found = Object.entries(styleSheets).flatMap(([file, css]) =>
      weightsOtherThanTwo(withoutComments(css), WEIGHT_DECLARATION).map((v) => `${file}: ${v}`),
    );
    expect(found).toEqual([]);
  });

  it('in the style props of every component', () => {
    const found = Object.entries(componentSources).flatMap(([file, source]) =>
      weightsOtherThanTwo(source, WEIGHT_PROP).map((v) => `${file}: ${v}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a third weight where one is written', () => {
    const probe = '.a { font-weight: 500; } .b { font-weight: 600 } .c { font-weight: bold; }';
    expect(weightsOtherThanTwo(probe, WEIGHT_DECLARATION)).toEqual(['500', 'bold']);
    expect(weightsOtherThanTwo("{ fontWeight: 700, color: 'red' }", WEIGHT_PROP)).toEqual(['700']);
  });
});
