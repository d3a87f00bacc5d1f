import MagicString from 'magic-string';

import { antdTheme } from '../src/app/antd-theme.ts';
import {
  renderThemeToken,
  STATIC_DEFAULT_THEME,
  staticEmptyColoursModule,
  staticUseTokenModule,
  tokensReadAtRunTime,
  tokenVariable,
} from './antd-static-token.ts';
import {
  BASE_SHEET,
  HOOK_FACTORY,
  renderStyleSheets,
  sheetsOfModule,
  UNUSED_BY_THEME,
  variableSheetsOfModule,
  type StyleSheets,
} from './antd-style-sheets.ts';
import { baseSheetWithReadVariables } from './theme-variables.ts';

import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:antd-style/';

/** A sheet's module: it belongs in the chunk of the antd module that imports it. */
export const isStyleSheetModule = (id: string) => id.startsWith(`\0${VIRTUAL}`);

/** The order of the cascade layers, as global.css declares it: the app's defaults under antd. */
const LAYER_ORDER = '@layer base,antd;';

const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](.+)\.js$/;
const CONFIG_PROVIDER = 'config-provider/index';
const STYLE_UTILS = 'theme/util/genStyleUtils';
const USE_TOKEN = 'theme/useToken';
const EMPTY_COLOURS = 'empty/utils';
const DEFAULT_THEME = 'theme/themes/default/theme';
/** ConfigProvider's hook that inserts the icons' reset; the base sheet holds it. */
const ICON_RESET = 'config-provider/style/index';
const FACTORY_NAME = new RegExp(`^${HOOK_FACTORY}$`);

/**
 * antd's style-hook factories without the styles: a component's hook returns what antd's own
 * returns once its styles exist (the theme's hash, and the class that scopes the theme's
 * variables), and a sub-style component renders nothing. `genCssVar` is antd's own.
 */
const STYLE_UTILS_WITHOUT_STYLES = `import useLocalToken from '../useToken';
export const genStyleHooks = () => () => {
  const [, , hashId, , cssVar] = useLocalToken();
  return [hashId, cssVar.key];
};
export const genComponentStyleHook = () => () => useLocalToken()[2];
export const genSubStyleComponent = () => () => null;
export const genCssVar = (antCls, component) => {
  const cssPrefix = \`--\${antCls.replace(/\\./g, '')}-\${component}-\`;
  const varName = (name) => \`\${cssPrefix}\${name}\`;
  const varRef = (name, fallback) =>
    fallback ? \`var(\${cssPrefix}\${name}, \${fallback})\` : \`var(\${cssPrefix}\${name})\`;
  return [varName, varRef];
};
`;

interface Node {
  type: string;
  start: number;
  end: number;
  callee?: { type: string; name?: string };
  arguments?: Node[];
  [key: string]: unknown;
}

/** Every call of a style-hook factory in a module's syntax tree. */
function factoryCalls(node: unknown, found: Node[] = []): Node[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const child of node) factoryCalls(child, found);
    return found;
  }
  const current = node as Node;
  if (
    current.type === 'CallExpression' &&
    current.callee?.type === 'Identifier' &&
    FACTORY_NAME.test(current.callee.name ?? '')
  ) {
    found.push(current);
  }
  for (const [key, child] of Object.entries(current)) {
    if (key !== 'type' && child && typeof child === 'object') factoryCalls(child, found);
  }
  return found;
}

/**
 * Production builds: antd generates no styles at run time and ships no code that would. Each antd
 * module that defines style hooks imports the sheets those hooks would have generated (written at
 * build, `./antd-style-sheets.ts`), so a page's CSS arrives with the code that uses it as files the
 * browser parses off the main thread; the hooks keep only their names (the style functions, the
 * component tokens and antd's style runtime drop out of the bundle), and the factories return what
 * a rendered component needs. The theme's `zeroRuntime` (`__ANTD_STATIC_STYLES__`) also stops the
 * icons from inserting theirs, and ConfigProvider's icon reset is a no-op: the base sheet holds both,
 * so no CSS serializer reaches the first load. The theme's tokens are computed at build too
 * (`./antd-static-token.ts`): antd's `useToken` answers them as they are, its default theme holds
 * no algorithm, and the Empty pictures' solid colours are a table; their variables are in the base
 * sheet. A style hook the build meets without a sheet
 * fails the build.
 */
export function antdStaticStyles(): Plugin {
  let build = false;
  let sheets: StyleSheets | undefined;
  let useTokenModule: string | undefined;
  let emptyColoursModule: string | undefined;
  return {
    name: 'trading:antd-static-styles',
    enforce: 'pre',
    config: (_config, { command }) => {
      build = command === 'build';
      return { define: { __ANTD_STATIC_STYLES__: JSON.stringify(build) } };
    },
    buildStart() {
      if (!build) return;
      sheets ??= renderStyleSheets();
      if (useTokenModule === undefined) {
        const entry = renderThemeToken();
        const read = tokensReadAtRunTime(Object.keys(entry[2]));
        useTokenModule = staticUseTokenModule(entry, (key) => read.has(key));
        emptyColoursModule = staticEmptyColoursModule(entry);
        const readByCode = new Set([...read].map(tokenVariable));
        sheets.set(
          BASE_SHEET,
          baseSheetWithReadVariables(sheets, antdTheme.cssVar.key, readByCode),
        );
      }
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? `\0${source}` : null;
    },
    load(id) {
      if (!build) return null;
      const module = ANTD_MODULE.exec(id)?.[1];
      if (module === STYLE_UTILS) return STYLE_UTILS_WITHOUT_STYLES;
      if (module === USE_TOKEN) return useTokenModule ?? null;
      if (module === EMPTY_COLOURS) return emptyColoursModule ?? null;
      if (module === DEFAULT_THEME) return STATIC_DEFAULT_THEME;
      if (module === ICON_RESET) return 'export default function useResetIconStyle() {}\n';
      if (!isStyleSheetModule(id) || !sheets) return null;
      const name = id.slice(VIRTUAL.length + 1, -'.css'.length);
      // The `antd` layer: sheets arrive in the order their chunks load, so the cascade, not their
      // order, puts the app's rules after antd's. Each sheet repeats the order of the layers
      // (src/styles/global.css), since a chunk's antd sheets may precede the app's own CSS.
      return `${LAYER_ORDER}@layer antd{${sheets.get(name) ?? ''}}`;
    },
    transform(code, id) {
      const built = sheets;
      if (!build || !built) return null;
      const module = ANTD_MODULE.exec(id)?.[1];
      if (!module || module === STYLE_UTILS) return null;
      const styles = module === CONFIG_PROVIDER ? [BASE_SHEET] : sheetsOfModule(code);
      if (styles.length === 0) return null;
      const missing = styles.filter((name) => !built.get(name) && !UNUSED_BY_THEME.has(name));
      if (missing.length > 0) {
        this.error(`antd style hooks without a build-time style sheet: ${missing.join(', ')}`);
      }
      const names = [...styles, ...variableSheetsOfModule(code)].filter((name) => built.get(name));
      const output = new MagicString(code);
      output.prepend(names.map((name) => `import '${VIRTUAL}${name}.css';\n`).join(''));
      // Only the hook's name stays: its style function and token defaults are never called.
      for (const call of factoryCalls(this.parse(code))) {
        const [name, ...rest] = call.arguments ?? [];
        const last = rest.at(-1);
        if (name && last) output.remove(name.end, last.end);
      }
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
