import { BASE_SHEET } from '../../../build/antd-style-sheets';
import {
  appTexts,
  baseSheetWithReadVariables,
  variablesRead,
  withoutUnreadThemeVariables,
} from '../../../build/theme-variables';

const SHEET =
  'a{color:var(--ant-color-link)}' +
  '.app-theme{--ant-blue:#1677FF;--ant-color-info:#1456f0;--ant-color-link:var(--ant-color-info);' +
  "--ant-font-family:-apple-system, 'Segoe UI', sans-serif;--ant-unread-by-all:4px}" +
  '.anticon{display:inline-flex}';

describe('the theme variables the base sheet keeps', () => {
  it('keeps the variables read, and those their values read in turn; drops the others', () => {
    const read = new Set(['--ant-color-link', '--ant-font-family']);
    expect(withoutUnreadThemeVariables(SHEET, 'app-theme', (name) => read.has(name))).toBe(
      'a{color:var(--ant-color-link)}' +
        '.app-theme{--ant-color-info:#1456f0;--ant-color-link:var(--ant-color-info);' +
        "--ant-font-family:-apple-system, 'Segoe UI', sans-serif}" +
        '.anticon{display:inline-flex}',
    );
  });

  it('fails on a sheet without its one theme rule, rather than keep every variable silently', () => {
    expect(() => withoutUnreadThemeVariables('a{color:red}', 'app-theme', () => true)).toThrow(
      /expected one \.app-theme\{/,
    );
    expect(() => withoutUnreadThemeVariables(`${SHEET}${SHEET}`, 'app-theme', () => true)).toThrow(
      /expected one/,
    );
  });

  it('reads the variables a text names in var(), with or without a fallback', () => {
    expect(
      variablesRead([
        'a{color:var(--ant-a)}',
        'b{border:1px solid var( --ant-b, var(--ant-c, #fff))}',
      ]),
    ).toEqual(new Set(['--ant-a', '--ant-b', '--ant-c']));
  });

  it("reads the app's own style sheets: a variable a module uses is kept", () => {
    const read = variablesRead(appTexts());
    expect(read.has('--ant-color-border-secondary')).toBe(true);
    expect(read.has('--ant-blue-10')).toBe(false);
  });

  it("keeps what another sheet, the app or the code reads, not what the theme rule's own values read", () => {
    const sheets = new Map([
      [BASE_SHEET, '.app-theme{--ant-a:1px;--ant-b:var(--ant-d);--ant-c:red;--ant-d:0}'],
      ['Button-Button', '.ant-btn{margin:var(--ant-a)}'],
    ]);
    expect(baseSheetWithReadVariables(sheets, 'app-theme', new Set(['--ant-c']))).toBe(
      '.app-theme{--ant-a:1px;--ant-c:red}',
    );
  });
});
