import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  BASE_SHEET,
  renderStyleSheets,
  sheetsOfModule,
  UNUSED_BY_THEME,
  variableSheetsOfModule,
  type StyleSheets,
} from '../../../build/antd-style-sheets';

const ANTD_ES = join(process.cwd(), 'node_modules', 'antd', 'es');
const source = (file: string) => readFileSync(join(ANTD_ES, file), 'utf8');

let sheets: StyleSheets;
// Rendering every antd component server-side takes seconds alone and several times that on a busy
// machine, so this one set-up gets the budget of a test rather than the shorter one of a hook.
beforeAll(() => {
  sheets = renderStyleSheets();
}, 60_000);

describe('the style hooks an antd module defines', () => {
  it('names each sheet as antd keys its styles: one name twice, or the two names joined', () => {
    expect(sheetsOfModule(source('button/style/index.js'))).toEqual(['Button-Button']);
    expect(sheetsOfModule(source('button/style/compact.js'))).toEqual(['Button-compact']);
    expect(sheetsOfModule(source('input/style/index.js'))).toEqual([
      'Input-Shared',
      'Input-Component',
    ]);
    expect(sheetsOfModule(source('_util/wave/style.js'))).toEqual(['Wave-Wave']);
    expect(sheetsOfModule(source('button/index.js'))).toEqual([]);
  });

  it("names the sheet of a component's token variables after the component", () => {
    expect(variableSheetsOfModule(source('button/style/index.js'))).toEqual(['vars-Button']);
    expect(variableSheetsOfModule(source('input/style/index.js'))).toEqual([
      'vars-Input',
      'vars-Input',
    ]);
    // Sub-styles register no variables of their own.
    expect(variableSheetsOfModule(source('button/style/compact.js'))).toEqual([]);
  });
});

describe('the style sheets written at build time', () => {
  it('cover every style hook of every antd module, so no component reaches a page unstyled', () => {
    const files = readdirSync(ANTD_ES, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    const hooks = files.flatMap((file) => sheetsOfModule(source(file)));
    expect(hooks.length).toBeGreaterThan(80);

    const missing = hooks.filter((hook) => !sheets.get(hook) && !UNUSED_BY_THEME.has(hook));
    expect(missing).toEqual([]);
  });

  it("hold the component's rules under its plain class, with the app's theme", () => {
    const button = sheets.get('Button-Button') ?? '';
    expect(button).toContain('.ant-btn{');
    expect(button).toContain('var(--ant-color-primary)');
    // The theme is not hashed: no `:where(.css-…)` the page's elements would not carry.
    expect([...sheets.values()].join('')).not.toContain(':where(.css-');
    expect(sheets.get('Message-Message')).toContain('.ant-message');
    expect(sheets.get('Table-Table')).toContain('.ant-table-thead');
  });

  it("hold each component's token variables under the theme's fixed class", () => {
    const button = sheets.get('vars-Button') ?? '';
    expect(button).toMatch(/^\.app-theme\.ant-btn[\w-]*\{--ant-button-/);
    expect(sheets.get('vars-Select')).toContain('--ant-select-');
  });

  it("put antd's link reset, the icons' styles and the theme's variables in the sheet every page loads", () => {
    const base = sheets.get(BASE_SHEET) ?? '';
    expect(base).toContain('a{color:var(--ant-color-link)');
    expect(base).toContain('.anticon{');
    expect(base).toContain('@keyframes loadingCircle');
    // The tokens as variables, under the theme's class, once: production builds insert none at run time.
    expect(base.match(/\.app-theme\{--ant-/g)).toHaveLength(1);
    expect(base.match(/--ant-color-primary:/g)).toHaveLength(1);
    expect(base).toContain('--ant-color-primary:#1456f0;');
    expect(base).toContain('--ant-border-radius:6px;');
  });
});
